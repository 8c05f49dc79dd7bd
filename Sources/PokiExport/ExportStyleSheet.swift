/// `style.css`, shared by every page: a feed of cards that reflows from one column on a phone to
/// several on a big screen with no horizontal scrolling, the system's Hangul fonts (no web font:
/// nothing is fetched), and light and dark colours following the system.
enum ExportStyleSheet {
    static let css = """
    :root {
      color-scheme: light dark;
      --paper: #FAFAF8; --ink: #1F1F1F; --muted: #6B6B6B; --card: #FFFFFF; --line: #E4E4E0; --accent: #E94B6A;
      font-family: system-ui, -apple-system, "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans CJK KR", "Noto Sans KR",
        "NanumGothic", "Nanum Gothic", "UnDotum", sans-serif;
      line-height: 1.5;
      word-break: keep-all;
      overflow-wrap: anywhere;
    }
    @media (prefers-color-scheme: dark) {
      :root { --paper: #161616; --ink: #EDEDED; --muted: #A0A0A0; --card: #222222; --line: #333333; }
    }
    *, *::before, *::after { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
    body { margin: 0; background: var(--paper); color: var(--ink); }
    a { color: inherit; }
    img { display: block; max-width: 100%; height: auto; }
    header.site {
      display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 1rem;
      padding: 0.75rem 1rem; border-bottom: 1px solid var(--line); background: var(--card);
    }
    .site-title { font-weight: 700; font-size: 1.15rem; text-decoration: none; }
    .byline { color: var(--muted); }
    nav.sections { display: flex; gap: 1rem; margin-left: auto; }
    nav.sections a { text-decoration: none; color: var(--muted); }
    nav.sections a[aria-current] { color: var(--ink); font-weight: 600; border-bottom: 2px solid var(--accent); }
    main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
    h1 { font-size: 1.4rem; margin: 0.5rem 0 1rem; }
    h2 { font-size: 1.1rem; margin: 1.5rem 0 0.75rem; color: var(--muted); }
    .count { color: var(--muted); font-weight: 400; font-size: 0.9em; }
    .empty { color: var(--muted); }
    nav.tags { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-bottom: 0.5rem; }
    nav.tags a {
      text-decoration: none; padding: 0.2rem 0.7rem; border: 1px solid var(--line); border-radius: 999px; background: var(--card);
    }
    nav.tags a[aria-current] { border-color: var(--accent); color: var(--accent); }
    .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr)); gap: 1rem; }
    .card, .pose {
      min-width: 0; background: var(--card); border-radius: 0.75rem; overflow: hidden;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
    }
    .card .picture { display: block; background: var(--line); }
    .card img { width: 100%; }
    .palette { height: 1.25rem; }
    .palette.wide { height: 2rem; border-radius: 0.5rem; margin: 0.75rem 0; }
    .facts { margin: 0.5rem 0.75rem 0; color: var(--muted); font-size: 0.9rem; }
    .card .memo {
      margin: 0.25rem 0.75rem 0.75rem; white-space: pre-line;
      display: -webkit-box; -webkit-line-clamp: 4; -webkit-box-orient: vertical; overflow: hidden;
    }
    .tag { text-decoration: none; color: var(--accent); }
    article.photo { max-width: 60rem; margin: 0 auto; }
    article.photo figure { margin: 0; }
    article.photo img { margin: 0 auto; max-height: 85vh; width: auto; border-radius: 0.5rem; }
    article.photo video { display: block; margin: 0.75rem auto 0; max-width: 100%; max-height: 70vh; border-radius: 0.5rem; background: #000; }
    article.photo .memo { white-space: pre-wrap; font-size: 1.1rem; }
    ul.shares { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
    ul.shares li { display: flex; align-items: center; gap: 0.4rem; font-family: ui-monospace, monospace; font-size: 0.9rem; }
    .swatch { width: 1.1rem; height: 1.1rem; border-radius: 0.25rem; border: 1px solid var(--line); }
    .share { color: var(--muted); }
    dl.facts { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 1rem 0; }
    dl.facts dt { color: var(--muted); }
    dl.facts dd { margin: 0; min-width: 0; }
    nav.steps { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem; margin: 1.5rem 0; }
    nav.steps a { text-decoration: none; padding: 0.4rem 0.8rem; border: 1px solid var(--line); border-radius: 0.5rem; background: var(--card); }
    .day { color: var(--muted); font-size: 0.85em; }
    table.calendar { width: 100%; max-width: 28rem; table-layout: fixed; border-collapse: separate; border-spacing: 3px; text-align: center; }
    table.calendar th { font-weight: 400; color: var(--muted); font-size: 0.8rem; }
    table.calendar td { padding: 0.35rem 0; border-radius: 0.4rem; font-size: 0.9rem; color: var(--muted); }
    table.calendar td.memory { padding: 0; }
    table.calendar td.memory a { display: block; padding: 0.35rem 0; border-radius: 0.4rem; text-decoration: none; font-weight: 700; }
    table.calendar td.memory a.outlined { box-shadow: inset 0 0 0 2px var(--muted); }
    .pose h3 { font-size: 1rem; margin: 0.75rem 0.75rem 0.25rem; }
    .pose .category { color: var(--muted); font-weight: 400; font-size: 0.85rem; }
    .pose .how, .pose .note { margin: 0.25rem 0.75rem 0.75rem; }
    .pose .note { color: var(--muted); font-size: 0.9rem; }

    """
}
