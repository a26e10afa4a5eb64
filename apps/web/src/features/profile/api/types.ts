import type { DocumentKind, PublicUser } from '@logisaathi/domain';

/*
 * Response shapes of /api/users. They mirror apps/api/src/modules/users (profile-view.ts,
 * documents-repository.ts); they belong in packages/domain as response schemas once it has them.
 */
export interface ProfileDto {
  name: string;
  email: string;
  businessName: string;
  gstin: string | null;
  pan: string | null;
}

export interface AccountStats {
  memberSince: string;
  totalDeliveries: number;
  documents: number;
  lastLogin: string | null;
}

export interface ProfileResponse {
  user: PublicUser;
  profile: ProfileDto;
  stats: AccountStats;
}

export interface CompanyDocument {
  id: string;
  kind: DocumentKind;
  label: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}

/** Upload limits the server enforces (apps/api profile-schemas.ts); checked here first to save a wasted upload. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File is too large';
