"""Hostile records: a valid check around a body no table writes is refused, field by field.

A record's check is a checksum, not a secret (issue 38): these texts are sealed with a
correct one (tests/hostile.py), so only the codec's own checks stand between them and the
page. Each is refused with :class:`BadRecord` and a code the page translates, by
``Match.from_record`` and by ``record.peek`` alike, within bounds counted rather than timed
(:func:`bounded`): the body inflated no further than its limit, no more of it parsed as JSON
than a header may hold, a few hundred lines of Python, nothing replayed. What the worst texts
cost in time (issue 38: 100 ms of CPU time at most) is measured by ``build.py bench
hostile-links``.
"""

from __future__ import annotations

import zlib

import pytest

from engine import ENTRIES, GAMES, BadRecord, Match, record
from tests import hostile

REAL = tuple(ENTRIES)  # the catalogue's games, the toy not among them
#: Lines of Python a text refused before its decisions are read one by one may run (they run
#: 50-200; a path that grew with the text would run hundreds of thousands).
LINES = 1_000
#: Lines a decision's byte may run where the decisions are read one by one (they run about 4).
LINES_PER_BYTE = 5


def bounded(read, text: str, lines: int = LINES, body: int = record.MAX_BODY) -> None:
    """Reading ``text`` inflates no more than the body's limit (``body``: a link's, or a
    save's), parses no more than a header's, runs at most ``lines`` lines of Python and
    replays nothing."""
    work = hostile.work(read, text)
    assert work.inflated <= body + 1 and work.parsed <= record.MAX_HEADER, (read, work)
    assert work.lines <= lines and work.replayed == 0, (read, work)


def refused(text: str, code: str | None = None, body: int = record.MAX_BODY) -> BadRecord:
    """``text`` refused by both readers, with the same code (``code`` if given), within the
    bounds (``body``: the inflated body's, a link's unless told)."""
    found = []
    for read in (Match.from_record, record.peek, record.decode):
        with pytest.raises(BadRecord) as exc:
            read(text)
        bounded(read, text, body=body)
        message = str(exc.value)
        assert message[0].isupper() and message.endswith(".") and "Traceback" not in message
        found.append(exc.value.code)
    assert len(set(found)) == 1, found
    if code is not None:
        assert found[0] == code
    return exc.value


def with_header(game_id: str, tail: bytes = b"", **fields) -> str:
    header = hostile.valid_header(game_id)
    for key, value in fields.items():
        if value is KeyError:
            del header[key]
        else:
            header[key] = value
    return hostile.seal(game_id, hostile.header_bytes(header) + b"\n" + tail)


def with_notes(game_id: str, **notes) -> str:
    table = hostile.valid_header(game_id)["t"] | notes
    return with_header(game_id, t=table)


def test_the_valid_header_the_hostile_tests_start_from_opens():
    for game_id in REAL:
        match = Match.from_record(with_header(game_id))
        assert match.players == 3 and match.table["names"][0] == "Ana" and not match.decisions


# --- the three links of issue 38 ------------------------------------------------------------

@pytest.mark.parametrize("game_id", REAL)
def test_a_header_of_200000_nested_brackets_is_refused_before_it_is_parsed(game_id):
    refused(hostile.nested(game_id), "header")


@pytest.mark.parametrize("game_id", REAL)
def test_a_header_of_a_billion_players_is_refused_before_a_table_is_laid(game_id):
    exc = refused(hostile.players(game_id), "players")
    game = GAMES[game_id]
    assert exc.fields == {"game": game_id, "low": game.min_players, "high": game.max_players}


@pytest.mark.parametrize("game_id", REAL)
def test_a_small_link_that_inflates_to_60_mb_is_refused_at_the_limit(game_id):
    text = hostile.bomb(game_id)
    assert len(text) < 80_000
    refused(text, "too_long")


# --- the body ------------------------------------------------------------------------------

def test_a_body_that_inflates_past_the_limit_is_refused_even_when_small():
    raw = hostile.header_bytes(hostile.valid_header("endeavor")) + b"\n" + bytes(record.MAX_BODY)
    refused(hostile.seal("endeavor", raw), "too_long")


def test_a_body_that_is_not_compressed_or_stops_short_is_damaged():
    refused(hostile.seal_compressed("endeavor", b"not zlib at all"), "damaged")
    whole = zlib.compress(hostile.header_bytes(hostile.valid_header("endeavor")) + b"\n", 9)
    refused(hostile.seal_compressed("endeavor", whole[:-3]), "damaged")


def test_more_decisions_than_the_limit_are_refused_before_replay():
    refused(with_header("puerto-rico", bytes(record.MAX_DECISIONS + 1)), "too_long")


def test_a_decision_longer_than_any_index_is_damaged():
    refused(with_header("puerto-rico", b"\xff" * 4 + b"\x01"), "damaged")


def test_a_decision_cut_in_the_middle_is_damaged():
    refused(with_header("puerto-rico", b"\x01\x81"), "damaged")


def test_the_longest_body_allowed_is_read_before_replay_within_the_bound():
    """100,000 decisions of the longest kind, behind a header of the longest names: the most a
    text can make the codec read before replay (its first decision is then refused)."""
    text = hostile.longest_body()
    decisions = record.MAX_DECISIONS * 4
    bounded(record.peek, text)
    assert len(record.decode(text).indexes or []) == record.MAX_DECISIONS
    bounded(record.decode, text, LINES + LINES_PER_BYTE * decisions)
    with pytest.raises(BadRecord) as exc:
        Match.from_record(text)
    assert exc.value.code == "wrong" and exc.value.fields == {"n": 1}
    bounded(Match.from_record, text, LINES + LINES_PER_BYTE * decisions)


# --- the header ----------------------------------------------------------------------------

@pytest.mark.parametrize("head", [b"[]", b"[[[[1]]]]", b'{"a":' * 5 + b"1" + b"}" * 5, b"\xff\xfe", b"9" * 5000,
                                  b'"' + b"a" * (record.MAX_HEADER + 10) + b'"', b"null", b"{}"])
def test_a_header_that_is_not_a_game_header_is_refused(head):
    refused(hostile.seal("endeavor", head + b"\n"), "header")


@pytest.mark.parametrize("strings", hostile.UNCLOSED)
def test_strings_that_never_close_cost_no_more_than_their_length(strings):
    """Brackets in names are not nesting, so strings are set aside before brackets are
    counted; a header of unclosed strings must not make that quadratic (the pattern that
    strips them cannot fail once it starts: ``engine.record._STRING``; the bench times it)."""
    refused(hostile.unclosed(strings), "header")


def test_a_body_without_a_header_line_is_refused():
    refused(hostile.seal("endeavor", hostile.header_bytes(hostile.valid_header("endeavor"))), "header")


def test_brackets_inside_names_do_not_count_as_nesting():
    names = ["[[[[{{{{", "]]]]", '"\\[['][: 3]
    match = Match.from_record(with_notes("endeavor", names=names))
    assert match.table["names"] == names


@pytest.mark.parametrize("key", ["r", "n", "s", "o", "t"])
def test_a_header_missing_a_field_is_refused(key):
    refused(with_header("endeavor", **{key: KeyError}), "header")


def test_a_header_with_a_field_more_is_refused():
    refused(with_header("endeavor", x=1), "header")


@pytest.mark.parametrize("rules", ["1", True, None, 1.0, [1]])
def test_a_rules_version_that_is_not_a_whole_number_is_refused(rules):
    refused(with_header("endeavor", r=rules), "header")


@pytest.mark.parametrize("game_id", REAL)
@pytest.mark.parametrize("players", [0, 1, 7, 10**9, -3, "3", 3.0, True, None, [3]])
def test_players_outside_the_games_counts_are_refused(game_id, players):
    refused(with_header(game_id, n=players), "players")


@pytest.mark.parametrize("seed", ["1", -1, 2**64, 10**400, 1.5, True, None, {}])
def test_a_seed_that_is_not_a_64_bit_whole_number_is_refused(seed):
    refused(with_header("endeavor", s=seed), "seed")


def test_the_largest_seed_opens():
    assert Match.from_record(with_header("endeavor", s=record.MAX_SEED)).seed == record.MAX_SEED


@pytest.mark.parametrize("options", [[], "standard", {"speed": 1}, {"two_player": "nope"}, {"side": "a"},
                                     {"two_player": "random"}, {"two_player": ["standard"]}])
def test_options_that_the_game_does_not_have_are_refused(options):
    refused(with_header("endeavor", n=2, o=options, t={}), "settings")


def test_an_option_must_have_the_type_of_its_choice():
    game = GAMES["gilded-compass"]
    chosen = {o.name: o.choices[0] for o in game.options}
    assert Match.from_record(with_header("gilded-compass", n=2, o=chosen, t={})).options == chosen
    refused(with_header("gilded-compass", n=2, o=chosen | {"variant": [chosen["variant"]]}, t={}), "settings")
    refused(with_header("gilded-compass", n=2, o=chosen | {"variant": "random"}, t={}), "settings")
    refused(with_header("gilded-compass", n=2, o=chosen | {"b_building": True}, t={}), "settings")


def test_an_option_the_seed_chooses_cannot_be_left_out():
    """Its default is to draw it, and a record holds what was drawn."""
    game = GAMES["gilded-compass"]
    chosen = {o.name: o.choices[0] for o in game.options if o.name != "b_building"}
    refused(with_header("gilded-compass", n=2, o=chosen, t={}), "settings")


def test_options_left_out_take_their_default_as_before():
    match = Match.from_record(with_header("endeavor", n=2, o={}, t={}))
    assert match.options == {"two_player": "standard", "sf_occupy_limit": "off", "sf_no_token_reaction": "off",
                             "sf_scarce_buildings": "off"}


@pytest.mark.parametrize("notes", [
    {"names": ["Ana", 3, ""]}, {"names": ["Ana", "", ""], "extra": 1}, {"names": ["x" * 25, "", ""]},
    {"names": ["Ana", ""]}, {"names": "Ana"}, {"names": [None, "", ""]}, {"human": 99}, {"human": -1},
    {"human": "0"}, {"human": True}, {"levels": ["", "greedy"]}, {"levels": ["", "grandmaster", "easy"]},
    {"levels": ["", 1, "easy"]}, {"chosen": {"b_building": "guild"}}, {"chosen": {"nope": "random"}},
    {"chosen": ["b_building"]},
    # Names as engine/names.py reads them: no control character (a NUL cut the page's markup short),
    # no half of a character, no bidirectional override, no spaces around (the form writes none).
    {"names": ["a\u0000b", "", ""]}, {"names": ["Ana\x07", "", ""]}, {"names": ["\ud800x", "", ""]},
    {"names": ["a\u202eb", "", ""]}, {"names": ["a\u2028b", "", ""]}, {"names": [" Ana", "", ""]},
])
def test_table_notes_the_table_does_not_write_are_refused(notes):
    table = {"names": ["Ana", "", ""], "human": 0} | notes
    refused(with_header("gilded-compass", t=table), "notes")


def test_table_notes_that_a_table_writes_open():
    table = {"names": ["Ana" * 8, "", ""], "human": 2, "levels": ["easy", "greedy", ""],
             "chosen": {"b_building": "random", "c_building": "random"}}
    assert Match.from_record(with_header("gilded-compass", t=table)).table == table
    refused(with_header("gilded-compass", t=[]), "notes")


def test_a_name_of_any_plane_with_its_marks_opens_as_it_was_written():
    """Emoji, combining marks, Hangul, a right-to-left mark and script: all a name may hold."""
    names = ["Ana 😀 é\u0301 가", "\u200fאבג", "👩\u200d🚀" * 4]
    assert Match.from_record(with_notes("gilded-compass", names=names)).table["names"] == names


def test_a_header_that_names_a_key_twice_is_refused():
    """Which of the two a reader takes is its own choice: the table never writes one twice."""
    header = hostile.header_bytes(hostile.valid_header("puerto-rico"))
    twice = header.replace(b'"n":3', b'"n":3,"n":3', 1)
    assert twice != header
    refused(hostile.seal("puerto-rico", twice + b"\n"), "header")


def test_another_game_s_record_sealed_under_a_game_s_name_is_refused_as_not_that_game_s():
    """Puerto Rico's rules version (3) is above Endeavor's (2): its header sealed as Endeavor's
    once read as "played with newer rules". Its settings name the cause."""
    assert GAMES["puerto-rico"].rules_version > GAMES["endeavor"].rules_version
    header = hostile.valid_header("puerto-rico") | {"n": 4}
    error = refused(hostile.seal("endeavor", hostile.header_bytes(header) + b"\n"), "foreign")
    assert "Endeavor" in str(error)
    newer = hostile.valid_header("endeavor") | {"r": GAMES["endeavor"].rules_version + 1}
    refused(hostile.seal("endeavor", hostile.header_bytes(newer) + b"\n"), "newer_rules")


def test_a_new_match_refuses_what_its_record_could_not_say():
    with pytest.raises(ValueError, match="names"):
        Match.new("endeavor", players=2, seed=1, table={"names": ["x" * 30, ""]})
    with pytest.raises(ValueError, match="seed"):
        Match.new("endeavor", players=2, seed=2**64)
    with pytest.raises(ValueError, match="table notes"):
        Match.new("endeavor", players=2, seed=1, table={"colour": "red"})


# --- the envelope --------------------------------------------------------------------------

@pytest.mark.parametrize("fmt", ["\u00b2", "\u0663", "1" * 7])
def test_a_format_number_that_is_not_ascii_digits_is_refused(fmt):
    prefix = f"endeavor.{fmt}.AAAA"
    refused(f"{prefix}.{hostile.check(prefix)}", "cut")


@pytest.mark.parametrize("text", ["endeavor.2.b\ud800.c", "endeavor.2.\u00e9t\u00e9.abc", "\ud800"])
def test_a_text_with_characters_no_record_has_is_refused(text):
    refused(text)


def test_a_text_twice_the_limit_of_spaces_is_refused_without_stripping():
    refused(" " * (2 * record.MAX_TEXT + 1) + "x", "too_long")


# --- saves by action code, and links' digests (issue 59) ------------------------------------

def save_with(game_id: str, lines: bytes, **fields) -> str:
    header = hostile.valid_header(game_id) | fields
    return hostile.seal_save(game_id, hostile.header_bytes(header) + b"\n" + lines)


@pytest.mark.parametrize("lines", [b"0  announce", b"9 pass", b"0 pass\n", b"\n0 pass", b"0 " + b"a" * 65, b"0 pa ss",
                                   b"0 caf\xc3\xa9", b"00 pass", b"0\tpass"])
def test_a_save_whose_decisions_are_not_seat_and_code_lines_is_damaged(lines):
    refused(save_with("puerto-rico", lines), "damaged", body=record.MAX_SAVE_BODY)


def test_a_save_longer_than_its_limit_is_refused_before_replay():
    refused(save_with("puerto-rico", b"\n".join([b"0 " + b"a" * 62] * (record.MAX_CODES // 64 + 2))), "too_long",
            body=record.MAX_SAVE_BODY)


def test_more_save_decisions_than_the_limit_are_refused_before_replay():
    refused(save_with("puerto-rico", b"\n".join([b"0 a"] * (record.MAX_DECISIONS + 1))), "too_long",
            body=record.MAX_SAVE_BODY)


def test_the_longest_save_allowed_is_read_and_its_first_decision_refused():
    """The most decisions a save may hold, each as long as the body allows: read before
    replay (the figure is in docs/figures.md), refused at its first decision."""
    lines = b"\n".join([b"0 " + b"x" * 7] * record.MAX_DECISIONS)
    assert len(lines) <= record.MAX_CODES
    text = save_with("mundus-novus", lines)
    assert record.peek(text)["decisions"] == record.MAX_DECISIONS
    with pytest.raises(BadRecord) as exc:
        Match.from_record(text)
    assert exc.value.code == "wrong" and exc.value.fields == {"n": 1}


def own_save(match: Match, *lines: str) -> str:
    """A save of ``match``'s header and the decision ``lines``, with a valid check."""
    head = hostile.unseal(match.full_record()).partition(b"\n")[0]
    return hostile.seal_save(match.game.id, head + b"\n" + "\n".join(lines).encode())


@pytest.mark.parametrize("game_id", REAL)
def test_a_save_with_a_code_that_is_not_legal_is_refused_and_names_the_decision(game_id):
    match = Match.new(game_id, players=3, seed=5)
    seat = match.to_act[0]
    match.play(seat, match.legal(seat)[0])
    with pytest.raises(BadRecord) as exc:
        Match.from_record(own_save(match, *match.codes, f"{match.to_act[0]} no-such-action:1"))
    assert exc.value.code == "wrong" and exc.value.fields == {"n": 2} and "decision 2" in str(exc.value)


@pytest.mark.parametrize("game_id", REAL)
def test_a_save_with_a_seat_that_has_nothing_to_decide_is_refused(game_id):
    match = Match.new(game_id, players=3, seed=5)
    idle = next(s for s in range(3) if s not in match.to_act)
    with pytest.raises(BadRecord) as exc:
        Match.from_record(own_save(match, f"{idle} {match.legal(match.to_act[0])[0].code}"))
    assert exc.value.code == "wrong" and exc.value.fields == {"n": 1}


@pytest.mark.parametrize("game_id", REAL)
def test_a_link_whose_digest_does_not_match_its_moves_is_refused(game_id):
    match = Match.new(game_id, players=3, seed=5)
    seat = match.to_act[0]
    match.play(seat, match.legal(seat)[0])
    other = next(a for a in match.legal(match.to_act[0])[1:])  # a digest of another move than the one played
    raw = hostile.unseal(match.record())
    forged = hostile.seal(game_id, raw, codes=record.digest([match.codes[0], f"{match.to_act[0]} {other.code}"]))
    assert record.peek(forged)["decisions"] == 1
    with pytest.raises(BadRecord) as exc:
        Match.from_record(forged)
    assert exc.value.code == "digest" and str(exc.value).endswith(".")


def test_a_link_whose_digest_was_changed_without_its_check_is_damaged():
    link = Match.new("endeavor", players=3, seed=5).record()
    last = link.rsplit(".", 1)[1]
    changed = link[: -len(last)] + ("A" if last[0] != "A" else "B") + last[1:]
    refused(changed, "check")


def test_a_link_claiming_earlier_rules_whose_digest_does_not_match_is_refused_as_a_rules_change():
    game = GAMES["puerto-rico"]
    raw = hostile.header_bytes(hostile.valid_header("puerto-rico") | {"r": game.rules_version - 1}) + b"\n\x00"
    with pytest.raises(BadRecord) as exc:
        Match.from_record(hostile.seal("puerto-rico", raw))
    assert exc.value.code == "rules_changed" and exc.value.fields["since"] == game.rules_version - 1


@pytest.mark.parametrize("rules", [0, -1])
def test_a_rules_version_below_the_first_is_refused(rules):
    refused(with_header("toy" if "toy" in GAMES else "mundus-novus", r=rules), "header")
