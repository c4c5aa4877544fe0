import { useId, type CSSProperties, type ReactNode } from 'react';
import { Fieldset, Legend, OptionCard, Options } from './OptionGroup.styles';

/** One choice of an {@link OptionGroup}. */
export interface Option<T extends string> {
  /** Value stored in the settings. */
  value: T;
  /** Visible (and accessible) label. */
  label: string;
  /** Illustration above the label. */
  icon?: ReactNode;
}

/** Props of {@link OptionGroup}. */
export interface OptionGroupProps<T extends string> {
  /** Group label (the fieldset legend). */
  label: string;
  /** The choices. */
  options: readonly Option<T>[];
  /** Current value. */
  value: T;
  /** Called with the chosen value. */
  onChange: (value: T) => void;
  /** Columns of the grid. */
  columns?: number;
}

/** A radio group drawn as cards; native radios give arrow-key navigation and labels. */
export function OptionGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  columns = options.length,
}: OptionGroupProps<T>) {
  const name = useId();
  return (
    <Fieldset data-part="OptionGroup">
      <Legend>{label}</Legend>
      <Options
        role="radiogroup"
        aria-label={label}
        style={{ '--columns': columns } as CSSProperties}
      >
        {options.map((option) => (
          <OptionCard key={option.value} data-part="Option" data-value={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.icon ? <span aria-hidden="true">{option.icon}</span> : null}
            <span>{option.label}</span>
          </OptionCard>
        ))}
      </Options>
    </Fieldset>
  );
}
