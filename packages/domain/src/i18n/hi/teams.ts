/* Hindi for teams' texts (issue 37: ../../teams). */
import { TEAM_MESSAGES } from '../../teams/permissions';
import type { TextCatalog } from '../text-catalog';

export const HINDI_TEAMS: TextCatalog = {
  exact: {
    [TEAM_MESSAGES.notAllowed]: 'संस्था में आपकी भूमिका इसकी अनुमति नहीं देती',
    [TEAM_MESSAGES.ownerOnly]: 'टीम सिर्फ़ मालिक संभाल सकते हैं',
    [TEAM_MESSAGES.invitationInvalid]:
      'यह न्योता गलत है, इस्तेमाल हो चुका है या पुराना हो गया है। मालिक से नया न्योता माँगें।',
    [TEAM_MESSAGES.alreadyMember]: 'यह व्यक्ति पहले से किसी संस्था का सदस्य है',
    [TEAM_MESSAGES.memberNotFound]: 'सदस्य नहीं मिला',
    [TEAM_MESSAGES.actionUnknown]: 'इतिहास में दर्ज होने वाला कोई काम चुनें',
    [TEAM_MESSAGES.cannotRemoveOwner]: 'मालिक को हटाया नहीं जा सकता',
    [TEAM_MESSAGES.roleNotInOrganisation]: 'इस संस्था की कोई भूमिका चुनें',
    [TEAM_MESSAGES.driverNeedsRecord]: 'चुनें कि यह साइन-इन किस ड्राइवर के लिए है',
    [TEAM_MESSAGES.invitationSent]: 'न्योता भेज दिया गया',
    [TEAM_MESSAGES.memberRemoved]: 'सदस्य हटा दिया गया और साइन आउट हो गया',
    'Invitation withdrawn': 'न्योता वापस ले लिया गया',
    'You are invited to join your team on LogiSaathi': 'LogiSaathi पर अपनी टीम से जुड़ने का न्योता',
  },
  patterns: [],
};
