"""docs/figures.md's latest figures, as the bench writes them (`build.py bench --write-figures`)."""

from __future__ import annotations

import datetime
import io

import pytest

from bench import Options, figures

PAGE = "# Figures\n\nBy hand.\n\n<!-- bench -->\n<!-- /bench -->\n\n## History\n\nBy hand too.\n"


def test_a_block_says_what_was_measured_when_and_how_and_holds_the_printed_figures():
    text = figures.block("puerto-rico", "Puerto Rico in CPython", "   greedy decision: p50 0.05 ms   \n",
                         Options(runs=3), datetime.date(2026, 11, 25))
    assert text.startswith("<!-- bench:puerto-rico -->\n### puerto-rico\n\n"
                           "Puerto Rico in CPython. Measured 2026-11-25,")
    assert "`--runs 3`" in text and "--loader" not in text  # the default loader goes without saying
    assert "load average" in text  # how much of the wall clock was waiting for a processor
    assert text.endswith("```\n   greedy decision: p50 0.05 ms\n```\n<!-- /bench:puerto-rico -->")


def test_a_run_replaces_its_own_blocks_adds_new_ones_and_leaves_the_rest(tmp_path):
    page = tmp_path / "figures.md"
    page.write_text(PAGE, encoding="utf-8")
    figures.write({"a": "<!-- bench:a -->one<!-- /bench:a -->", "b": "<!-- bench:b -->two<!-- /bench:b -->"}, page)
    figures.write({"a": "<!-- bench:a -->three<!-- /bench:a -->"}, page)
    text = page.read_text(encoding="utf-8")
    assert "three" in text and "one" not in text and "two" in text
    assert text.index("three") < text.index("two") < text.index("<!-- /bench -->") < text.index("By hand too.")
    assert text.startswith("# Figures\n\nBy hand.\n")


def test_a_page_without_its_marks_is_refused_and_left_as_it_was(tmp_path):
    page = tmp_path / "figures.md"
    page.write_text("# Figures\n", encoding="utf-8")
    with pytest.raises(SystemExit, match="no <!-- /bench --> mark"):
        figures.write({"a": "x"}, page)
    assert page.read_text(encoding="utf-8") == "# Figures\n"


def test_the_printed_figures_reach_the_terminal_and_the_page_alike():
    terminal = io.StringIO()
    tee = figures.Tee(terminal)
    print("   figure: 1 ms", file=tee, flush=True)
    assert terminal.getvalue() == tee.text() == "   figure: 1 ms\n"


def test_the_real_page_has_its_marks_and_links_from_the_architecture():
    text = figures.PAGE.read_text(encoding="utf-8")
    assert "<!-- bench -->" in text and figures.SECTION_END in text
    assert "(figures.md)" in (figures.ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")


def test_the_page_bench_s_shared_link_is_a_match_in_progress_the_page_opens():
    """bench/startup.py's link (a shared match, 40 decisions in) reads back as the record it is."""
    from bench import startup
    from engine import Match

    link = startup.shared_link()
    match = Match.from_record(link)
    assert match.game.id == "puerto-rico" and len(match.decisions) == 40 and not match.over
