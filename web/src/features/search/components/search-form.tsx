import { useRef, useState, type FormEvent } from 'react';
import { CloseCircleIcon, SearchIcon } from '@/components/ui/icons';
import { sanitizeQuery } from '@/lib/sanitize';
import './search.css';

/** Blank queries are ignored; the query is trimmed and sanitised on submit (docs/product.md). */
export function SearchForm({
  initialQuery,
  onSearch,
}: {
  initialQuery: string;
  onSearch: (query: string) => void;
}) {
  const [text, setText] = useState(initialQuery);
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = sanitizeQuery(text);
    if (!query) return;
    setText(query);
    onSearch(query);
  };
  return (
    <form className="sf-search-form" role="search" onSubmit={submit}>
      <label htmlFor="search-query" className="sf-visually-hidden">
        Search for videos
      </label>
      {/* antd's large Input with a prefix icon and a clear button, in plain elements (styles.css). */}
      <span className="sf-input sf-input-large">
        <span className="sf-input-prefix">
          <SearchIcon />
        </span>
        <input
          id="search-query"
          ref={input}
          placeholder="Search for videos..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          // The search box is what this screen is for: the cursor starts there.
          autoFocus
        />
        {text ? (
          <button
            type="button"
            className="sf-input-clear"
            onClick={() => {
              setText('');
              input.current?.focus();
            }}
          >
            <CloseCircleIcon />
            <span className="sf-visually-hidden">Clear search</span>
          </button>
        ) : null}
      </span>
      <button type="submit" className="sf-button sf-button-primary sf-button-large">
        Search
      </button>
    </form>
  );
}
