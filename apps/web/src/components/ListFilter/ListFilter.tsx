import { Select } from '@finfree/ui';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../lib/useListParams';

/** One choice of a {@link ListFilter}. */
export interface ListFilterOption {
  /** The value the search parameter takes. */
  value: string;
  /** What the option reads. */
  label: string;
}

/** Props of {@link ListFilter}. */
export interface ListFilterProps {
  /** The URL search parameter the filter sets; choosing removes the `page` parameter too. */
  param: string;
  /** Label of the select. */
  label: string;
  /** The chosen value as the screen reads it from the URL; missing or `''`: no filter. */
  value: string | undefined;
  /** Label of the first option, which removes the filter; default "All". */
  allLabel?: string;
  /** The choices after the first option. */
  options?: readonly ListFilterOption[];
  /** Further options or option groups, after `options`. */
  children?: ReactNode;
}

/**
 * A list screen's filter: a select whose first option means "no filter", kept in the URL's
 * search parameter `param` (see `useListParams`); a choice goes back to the first page.
 */
export function ListFilter({
  param,
  label,
  value,
  allLabel,
  options = [],
  children,
}: ListFilterProps) {
  const { t } = useTranslation();
  const { update } = useListParams();
  return (
    <Select
      label={label}
      value={value ?? ''}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        update({ [param]: event.target.value, page: null })
      }
    >
      <option value="">{allLabel ?? t('lists.all')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </Select>
  );
}
