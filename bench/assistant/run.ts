// Assistant bench: intent accuracy and reply-language match over the labelled utterances.
// Run: npx tsx bench/assistant/run.ts
// The set was written before the engine was tuned; 'holdout' items were never used for tuning.

import { readFileSync } from 'node:fs';

import {
  composeReply,
  detectLanguage,
  INTENTS,
  LANGUAGES,
  understand,
  type DeliverySummary,
  type Intent,
  type Language,
  type ReplyData,
  type Understanding,
} from '@logisaathi/assistant';

interface Utterance {
  text: string;
  intent: Intent;
  language: Language;
  split: 'train' | 'holdout';
}

interface Outcome {
  item: Utterance;
  intent: Intent;
  questionLanguage: Language;
  replyLanguage: Language;
}

const INTENT_GOAL = 0.9;
const REPLY_LANGUAGE_GOAL = 0.95;
const HOT_SPOTS_SHOWN = 12;

// Data the API would fetch, so track and quote replies carry real content (ids, places, prices).
const SAMPLE_DELIVERIES: readonly DeliverySummary[] = [
  {
    deliveryId: 'LS7K2P9Q',
    status: 'In Transit',
    from: 'Okhla Phase 2',
    to: 'Bawana',
    slot: '15-18',
    date: '2025-06-14',
  },
  {
    deliveryId: 'LS4HM8TX',
    status: 'Scheduled',
    from: 'Narela',
    to: 'Mayapuri',
    slot: '9-12',
    date: '2025-06-15',
  },
  {
    deliveryId: 'LS9D2KF7',
    status: 'Delivered',
    from: 'Noida Sector 63',
    to: 'Gurgaon',
    slot: null,
    date: null,
  },
];

function sampleData(understanding: Understanding): ReplyData {
  if (understanding.needs === 'deliveries') return { deliveries: SAMPLE_DELIVERIES };
  if (understanding.needs === 'quote') {
    return {
      quote: { kind: 'priced', distanceKm: 18.4, priceInr: 371, pooledPriceInr: 260, savingsInr: 111 },
    };
  }
  return {};
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;
}

function mark(part: number, whole: number, goal: number): string {
  return whole > 0 && part / whole >= goal ? 'ok' : 'BELOW GOAL';
}

function evaluate(items: readonly Utterance[]): Outcome[] {
  return items.map((item) => {
    const understanding = understand(item.text);
    const { reply } = composeReply(understanding, sampleData(understanding));
    return {
      item,
      intent: understanding.intent,
      questionLanguage: understanding.language,
      replyLanguage: detectLanguage(reply),
    };
  });
}

function report(title: string, outcomes: readonly Outcome[]): void {
  console.log(`\n=== ${title} (${outcomes.length} utterances) ===`);
  console.log('language   n    intent   question-lang  reply-lang');
  for (const language of [...LANGUAGES, null]) {
    const rows = outcomes.filter((outcome) => language === null || outcome.item.language === language);
    const intentHits = rows.filter((outcome) => outcome.intent === outcome.item.intent).length;
    const questionHits = rows.filter((outcome) => outcome.questionLanguage === outcome.item.language).length;
    const replyHits = rows.filter((outcome) => outcome.replyLanguage === outcome.item.language).length;
    console.log(
      `${(language ?? 'all').padEnd(9)} ${String(rows.length).padStart(3)}  ${percent(intentHits, rows.length)}  ` +
        `${percent(questionHits, rows.length)}        ${percent(replyHits, rows.length)}   ` +
        `intent ${mark(intentHits, rows.length, INTENT_GOAL)}, reply ${mark(replyHits, rows.length, REPLY_LANGUAGE_GOAL)}`,
    );
  }

  const perIntent = INTENTS.map((intent) => {
    const rows = outcomes.filter((outcome) => outcome.item.intent === intent);
    const hits = rows.filter((outcome) => outcome.intent === intent).length;
    return `${intent} ${hits}/${rows.length}`;
  });
  console.log(`per intent: ${perIntent.join(', ')}`);

  const confusions = new Map<string, string[]>();
  for (const outcome of outcomes) {
    if (outcome.intent === outcome.item.intent) continue;
    const key = `${outcome.item.intent} -> ${outcome.intent}`;
    confusions.set(key, [...(confusions.get(key) ?? []), `[${outcome.item.language}] ${outcome.item.text}`]);
  }
  const hotSpots = [...confusions.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, HOT_SPOTS_SHOWN);
  console.log(hotSpots.length === 0 ? 'confusion hot spots: none' : 'confusion hot spots (expected -> got):');
  for (const [pair, examples] of hotSpots)
    console.log(`  ${pair} x${examples.length}: ${examples.join(' | ')}`);

  const wrongReplies = outcomes.filter((outcome) => outcome.replyLanguage !== outcome.item.language);
  for (const outcome of wrongReplies) {
    console.log(
      `  reply language ${outcome.replyLanguage} for ${outcome.item.language} question: ${outcome.item.text}`,
    );
  }
}

const items = JSON.parse(readFileSync(new URL('./utterances.json', import.meta.url), 'utf8')) as Utterance[];
const startedMs = performance.now();
const outcomes = evaluate(items);
const elapsedMs = performance.now() - startedMs;

const holdoutShare = items.filter((item) => item.split === 'holdout').length / items.length;
console.log(
  `LogiSaathi assistant bench: ${items.length} utterances, ${percent(holdoutShare, 1).trim()} held out`,
);
console.log(
  `goals: intent accuracy >= ${INTENT_GOAL * 100}% per language, reply language >= ${REPLY_LANGUAGE_GOAL * 100}%`,
);
report(
  'train',
  outcomes.filter((outcome) => outcome.item.split === 'train'),
);
report(
  'holdout',
  outcomes.filter((outcome) => outcome.item.split === 'holdout'),
);
report('all', outcomes);
console.log(
  `\nunderstand + composeReply: ${((1000 * elapsedMs) / items.length).toFixed(0)} µs per utterance`,
);
