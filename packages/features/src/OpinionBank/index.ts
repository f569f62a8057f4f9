export { usePickableOpinions } from './hooks';
export type { OpinionBankLocale, OpinionBankProps } from './interface';
export { OpinionBank } from './OpinionBank';
