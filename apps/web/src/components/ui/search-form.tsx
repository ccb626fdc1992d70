import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { TextField } from './text-field';

/**
 * A search box that searches on submit (Search or Enter), not on every key: the lists it filters
 * are server queries. The text is trimmed before it is handed on.
 */
export function SearchForm({
  label,
  placeholder,
  initialText = '',
  className,
  onSearch,
}: {
  label: string;
  placeholder: string;
  initialText?: string;
  /** Spacing around the form (its width and layout are fixed). */
  className?: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(initialText);
  return (
    <form
      role="search"
      className={cn('flex max-w-xl items-end gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        label={label}
        className="flex-1"
        value={text}
        placeholder={placeholder}
        onValueChange={setText}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
