import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hidingRules } from './antd-hiding-styles';

describe("the test setup's antd styles", () => {
  it('keeps the rules that hide, and drops the others and every at-rule', () => {
    const css = [
      '.a{color:red}',
      ':where(.css-x).ant-tabs-tabpane-hidden{display: none}',
      '.b{margin:0;visibility:hidden}',
      '@media (max-width: 600px){.c{display:none}}',
      '@keyframes spin{to{transform:rotate(1turn)}}',
    ].join('');
    expect(hidingRules(css)).toBe(
      ':where(.css-x).ant-tabs-tabpane-hidden{display: none}\n.b{margin:0;visibility:hidden}',
    );
  });

  it('still hides what a stylesheet written as antd writes it hides, and reads back what was written', () => {
    const style = document.createElement('style');
    const css = '.folded{display:none;color:red}.open{color:blue}';
    style.innerHTML = css;
    document.head.appendChild(style);
    render(
      <>
        <button className="folded">Folded away</button>
        <button className="open">In sight</button>
      </>,
    );
    expect(style.innerHTML).toBe(css);
    expect(screen.getByRole('button', { name: 'In sight' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Folded away' })).not.toBeInTheDocument();
    style.remove();
  });
});
