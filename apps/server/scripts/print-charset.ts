/** Prints every character the seed draws into PDFs, plus printable ASCII and common CJK punctuation. */
import { seedTexts } from '@atelier/api/seed';

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
const punctuation = '，。、；：？！“”‘’（）《》【】—…·－～';
const chars = new Set([...ascii, ...punctuation, ...seedTexts().join('')]);
process.stdout.write([...chars].filter((ch) => !/\s/.test(ch) || ch === ' ').join(''));
