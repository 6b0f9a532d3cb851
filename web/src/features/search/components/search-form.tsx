import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { sanitizeQuery } from '@/lib/sanitize';

/** Blank queries are ignored; the query is trimmed and sanitised on submit (docs/product.md). */
export function SearchForm({
  initialQuery,
  onSearch,
}: {
  initialQuery: string;
  onSearch: (query: string) => void;
}) {
  const [text, setText] = useState(initialQuery);

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
      <Input
        id="search-query"
        size="large"
        placeholder="Search for videos..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        prefix={<SearchOutlined aria-hidden />}
        allowClear={{
          clearIcon: (
            <>
              <CloseCircleFilled aria-hidden />
              <span className="sf-visually-hidden">Clear search</span>
            </>
          ),
        }}
        autoComplete="off"
        // The search box is what this screen is for: the cursor starts there.
        autoFocus
      />
      <Button type="primary" size="large" htmlType="submit">
        Search
      </Button>
    </form>
  );
}
