import type { Opinion } from '@atelier/api';
import { ComboBox } from '@atelier/ui';
import { useDeferredValue, useState } from 'react';
import { usePickableOpinions } from '../OpinionBank';
import type { ProofreadingLocale } from './interface';

export interface OpinionPickerProps {
  strings: ProofreadingLocale;
  /** Fills the opinion form with the picked opinion's text, type and specialty. */
  onPick: (opinion: Opinion) => void;
}

/**
 * Picks a standard opinion while marking (issue 29): a search over the person's own bank and the enterprise's
 * (mark.opinionBank, own first), each option naming its type and bank.
 */
export function OpinionPicker({ strings, onPick }: OpinionPickerProps) {
  const [text, setText] = useState('');
  const [pickedId, setPickedId] = useState<string | null>(null);
  const keyword = useDeferredValue(text.trim());
  const opinions = usePickableOpinions({ keyword });
  const list = opinions.data ?? [];
  const items = list.map((o) => ({
    id: o.id,
    label: o.comment,
    description: [
      strings.opinionTypes[o.type as keyof typeof strings.opinionTypes],
      o.opinionSpecialty,
      o.state ? strings.bankOf[o.state] : '',
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  return (
    <ComboBox
      label={strings.pickOpinion}
      placeholder={strings.pickOpinionPlaceholder}
      emptyText={strings.pickOpinionEmpty}
      items={items}
      filterOption={false}
      isLoading={opinions.isFetching}
      inputValue={text}
      onInputChange={setText}
      selectedKey={pickedId}
      onSelectionChange={(key) => {
        const picked = list.find((o) => o.id === key);
        setPickedId(picked ? picked.id : null);
        if (picked) onPick(picked);
      }}
    />
  );
}
