"""``Match``: one match of one game, its position and every decision so far.

The match owns what every game shares: it creates the match's chance from its seed, plays
forced moves itself (a seat with a single legal action is never asked: the AI, the table,
undo and records never see one), checks each decision against the legal list, writes the
view's envelope around the game's own part, re-deals what a seat cannot see (``sample``).

Chance comes in separate streams, each derived from the seed: the game's setup and every
later draw (:data:`SETUP_STREAM`), options left to chance (:data:`OPTIONS_STREAM`) and
the computer players (:data:`AI_STREAM`, per decision and seat: :meth:`Match.ai_rng`), so
a match seen in the page replays on the command line from its record alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from . import carry as _carry
from . import record as _record
from .carry import Carried, Pause
from .core import Action, BadRecord, Game, IllegalAction, State, View, get_game
from .options import resolve_random
from .result import Result
from .rng import Rng, derive

SETUP_STREAM = 1
OPTIONS_STREAM = 2
AI_STREAM = 3

#: The keys of every view that belong to the core; the game's own part is under ``board``.
ENVELOPE = tuple(View.__annotations__)

#: A match that plays this many forced steps in a row without a decision has a bug.
_MAX_FORCED = 100_000


def settle(game: Game[Any], state: State,
           on_forced: Callable[[int, Action], None] | None = None) -> dict[int, list[Action]]:
    """Play every forced step on ``state``: while some seat to act has exactly one legal
    action, it is played (``on_forced`` is told each seat and action before). Returns the legal lists of
    the seats to act then, in ``to_act`` order (empty once the match is over).

    The one place where "a seat with a single choice is never asked" is carried out: the
    match calls it after every decision, and tests that build positions on a bare state
    call it as the match would."""
    for _ in range(_MAX_FORCED):
        if game.result(state) is not None:
            return {}
        seats = game.to_act(state)
        if not seats:
            raise RuntimeError(f"{game.id}: nobody is to act but the match is not over")
        found: dict[int, list[Action]] = {}
        for seat in seats:
            options = game.legal(state, seat)
            if not options:
                raise RuntimeError(f"{game.id}: seat {seat} is to act but has no legal action")
            if len(options) == 1:
                if on_forced is not None:
                    on_forced(seat, options[0])
                game.apply(state, seat, options[0])
                break
            found[seat] = options
        else:
            return found
    raise RuntimeError(f"{game.id}: {_MAX_FORCED} forced steps in a row")


class Match:
    """One match: ``Match.new(game_id, players, seed)``, then ``to_act``, ``legal``,
    ``play``, ``view`` until ``over``; ``record()`` writes it, ``from_record`` replays it."""

    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any],
                 table: dict[str, Any] | None = None) -> None:
        self.game = game
        self.players = players
        self.seed = seed
        #: The options as resolved (``random`` already drawn from the seed).
        self.options = options
        #: The table's own notes (player names, which seats are people). Rules never read
        #: them; they travel with the record so a link restores the same table.
        self.table = dict(table or {})
        self.state: State = game.setup(players, Rng(derive(seed, SETUP_STREAM)), options)
        #: (seat, index in that seat's legal list) for every decision, in order.
        self.decisions: list[tuple[int, int]] = []
        #: Every decision as its seat and action code (``"0 bid:3"``, :func:`engine.record.line`),
        #: in order: what a save keeps, and what a link's digest is of.
        self.codes: list[str] = []
        #: Set by :meth:`from_record` for a record written under earlier rules: which, and
        #: where its replay stopped (:class:`engine.carry.Carried`); ``None`` otherwise.
        self.carried: Carried | None = None
        #: Steps the match played itself because they were the only legal action.
        self.forced = 0
        #: The forced steps since the last decision, as :attr:`codes` writes decisions (a save
        #: from earlier rules may have chosen what today's rules force: engine.carry).
        self.forced_since: list[str] = []
        # Per decision: state.reveals just before it (undo never crosses a reveal).
        self._reveals_before: list[int] = []
        self._legal_cache: dict[int, list[Action]] = {}
        self._to_act: tuple[int, ...] | None = None
        self._log_views: dict[int | None, tuple[int, list[dict[str, Any]]]] = {}
        self._detached = False
        self._settle()

    # --- making -------------------------------------------------------------------
    @classmethod
    def new(cls, game_id: str, players: int, seed: int, table: dict[str, Any] | None = None,
            **options: Any) -> Match:
        """A new match. ``options`` by name (see the game's ``options``; ``"random"`` lets
        the seed choose where allowed). ``ValueError`` with a reason if not allowed."""
        game = get_game(game_id)
        if not isinstance(players, int) or not game.min_players <= players <= game.max_players:
            raise ValueError(f"{game.title} is for {game.min_players} to {game.max_players} players, not {players}")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= _record.MAX_SEED:
            raise ValueError(f"the seed is a whole number from 0 to {_record.MAX_SEED}")
        chosen = game.check_options(players, dict(options))
        chosen = resolve_random(game.options, chosen, Rng(derive(seed, OPTIONS_STREAM)))
        # What a record of it will say, checked as reading the record checks it.
        problem = _record.header_problem(game, players, seed, chosen, table or {})
        if problem:
            raise ValueError(f"{game.title}: {problem}")
        return cls(game, players, seed, chosen, table)

    # --- playing ------------------------------------------------------------------
    @property
    def to_act(self) -> tuple[int, ...]:
        """The seats that must decide now (several when choices are secret and
        simultaneous); each has at least two legal actions."""
        if self._to_act is None:
            self._to_act = self.game.to_act(self.state)
        return self._to_act

    def legal(self, seat: int) -> list[Action]:
        """The legal actions of ``seat`` now, in a stable order (empty if it need not act)."""
        cached = self._legal_cache.get(seat)
        if cached is None:
            cached = self.game.legal(self.state, seat) if seat in self.to_act else []
            self._legal_cache[seat] = cached
        return list(cached)

    def play(self, seat: int, action: Action | str) -> None:
        """Apply ``action`` for ``seat``, or raise :class:`IllegalAction` saying why."""
        if isinstance(action, str):
            action = Action.parse(action)
        if self._detached:
            raise IllegalAction("a sampled position is for looking ahead; use apply_sampled")
        if self.over:
            raise IllegalAction("the match is over")
        if not isinstance(seat, int) or seat not in self.to_act:
            raise IllegalAction(
                f"seat {seat + 1} has nothing to decide now" if isinstance(seat, int) else "no such seat")
        options = self.legal(seat)
        try:
            index = options.index(action)
        except ValueError:
            raise IllegalAction(f"{action.code!r} is not a legal action for seat {seat + 1} now") from None
        self._decide(seat, index, options)

    def _decide(self, seat: int, index: int, options: list[Action]) -> None:
        self._reveals_before.append(self.state.reveals)
        self.decisions.append((seat, index))
        self.codes.append(_record.line(seat, options[index].code))
        self.forced_since = []
        self._step(seat, options[index])
        self._settle()

    def _step(self, seat: int, action: Action) -> None:
        self.touched()
        self.game.apply(self.state, seat, action)

    def touched(self) -> None:
        """Forget what was worked out from the state (who acts, the legal lists). The
        match calls it on every step; call it after editing ``state`` by hand, as tests
        do to build a position."""
        self._legal_cache = {}
        self._to_act = None

    def _settle(self) -> None:
        self._legal_cache = settle(self.game, self.state, self._forced_step)
        self._to_act = tuple(self._legal_cache)  # worked out already: legal() need not again

    def _forced_step(self, seat: int, action: Action) -> None:
        self.forced += 1
        if not self._detached:
            self.forced_since.append(_record.line(seat, action.code))
        self.touched()

    # --- reading ------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.game.result(self.state) is not None

    @property
    def result(self) -> Result | None:
        return self.game.result(self.state)

    @property
    def log(self) -> list[dict[str, Any]]:
        """Every event, private ones included (see :meth:`view` for one seat's share)."""
        return self.state.log

    def view(self, seat: int | None) -> View:
        """Exactly what ``seat`` may see (``None``: a spectator), as plain JSON data: the
        core's envelope (:data:`ENVELOPE`) with the game's own part under ``board``."""
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < self.players):
            raise ValueError(f"no seat {seat!r} in a {self.players}-player match")
        round_, phase = self.game.progress(self.state)
        result = self.result
        return {
            "game": self.game.id,
            "players": self.players,
            "seat": seat,
            "table": self.table,
            "to_act": list(self.to_act),
            "round": round_,
            "phase": phase,
            "result": result.to_json() if result is not None else None,
            "log": self._log_for(seat),
            "board": self.game.view(self.state, seat),
        }

    def _log_for(self, seat: int | None) -> list[dict[str, Any]]:
        """The events ``seat`` may know, filtered once each (the log only ever grows)."""
        checked, events = self._log_views.get(seat, (0, []))
        log = self.state.log
        for e in log[checked:]:
            if "to" not in e or (seat is not None and seat in e["to"]):
                events.append(e)
        self._log_views[seat] = (len(log), events)
        return list(events)

    # --- the computer players and looking ahead ------------------------------------
    def ai_rng(self, seat: int) -> Rng:
        """The generator a computer player in ``seat`` uses for the decision due now: from
        the seed, the number of decisions so far and the seat, the same in the page and in
        ``python -m ai simulate``."""
        return Rng(derive(self.seed, AI_STREAM, len(self.decisions), seat))

    def sample(self, seat: int, rng: Rng) -> Match:
        """A detached copy in which everything ``seat`` sees is unchanged and everything it
        cannot see is dealt again from what is unseen (see ``Game.sample``). It depends only
        on what the seat knows, so a computer player may look ahead in it without
        cheating. Play it on with :meth:`apply_sampled`; it has no record."""
        twin = Match.__new__(Match)
        twin.game, twin.players, twin.seed, twin.options = self.game, self.players, self.seed, self.options
        twin.table = dict(self.table)
        twin.state = self.game.sample(self.state, seat, rng)
        # The past as the seat knows it: its share of the log, no other seat's secrets.
        twin.state.log = self._log_for(seat)
        twin.decisions, twin.codes, twin.carried, twin.forced, twin._reveals_before = [], [], None, 0, []
        twin.forced_since = []
        twin._legal_cache, twin._to_act, twin._log_views, twin._detached = {}, None, {}, True
        return twin

    def sampler(self, seat: int) -> Sampler:
        """``sample(rng) -> Match``: :meth:`sample` for ``seat``, as a closure the caller hands
        to a computer player that looks ahead (``ai.choose(..., sample=...)``), so the player
        never holds the match itself."""
        return lambda rng: self.sample(seat, rng)

    def apply_sampled(self, seat: int, action: Action) -> None:
        """Play on in a sampled position (forced steps included), without checks or record."""
        self._step(seat, action)
        self._settle()

    # --- records and undo ---------------------------------------------------------
    def record(self, table: dict[str, Any] | None = None) -> str:
        """The match as a short URL-safe text, a link (:mod:`engine.record`); ``table``: other notes
        in its header than its own (a link to a friend's seat: web/friends.py)."""
        header = self._header() if table is None else replace(self._header(), table=table)
        return _record.encode(header, self.decisions, self.codes)

    def full_record(self) -> str:
        """The whole match with each decision's action code, as a save keeps it: about three
        times as long as :meth:`record`, and replayable under later rules (:mod:`engine.carry`)."""
        return _record.encode_codes(self._header(), self.codes)

    def _header(self) -> _record.Header:
        if self._detached:
            raise ValueError("a sampled position has no record")
        return _record.Header(self.game, self.players, self.seed, self.options, self.table)

    @classmethod
    def from_record(cls, text: str, game_id: str | None = None, *,
                    at_persons_last: Callable[[Match], object] | None = None) -> Match:
        """Replay a record (a link or a save), re-checking every decision; :class:`BadRecord`
        if it cannot be. ``at_persons_last(match)`` is called on the way, right after the last
        decision of the seat the table notes name as the person's (``human``; at the start if
        none), so a table marking what changed since replays once (not if a carried save stops).

        A record written under earlier rules is replayed under today's (:mod:`engine.carry`)
        and the match's :attr:`carried` says so: a save by its action codes, stopping before
        the first that today's rules do not allow (``carried.stop``); a link by its indexes,
        refused unless they still stand for the actions its digest is of."""
        read = _record.decode(text, game_id)
        header = read.header
        match = cls(header.game, header.players, header.seed, header.options, header.table)
        at = None if at_persons_last is None else (read.after_last_of(header.table.get("human", 0)), at_persons_last)
        if read.codes is not None:
            stop = _carry.replay_codes(match, read.codes, header.rules, at)
            if stop is not None and not header.older:
                raise BadRecord(f"This record is wrong at decision {stop.number}: that choice is not one the rules "
                                "allow there.", "wrong", n=stop.number)
        else:
            stop = None
            try:
                match._replay(read.indexes or [], at=at)
            except BadRecord:
                if header.older:
                    raise _carry.rules_changed(header.game, header.rules) from None
                raise
            if read.digest is not None and _carry.link_digest(match, header.rules) != read.digest:
                if header.older:
                    raise _carry.rules_changed(header.game, header.rules)
                raise BadRecord("This record is wrong: its moves are not the ones its check of them says.", "digest")
        if header.older:
            match.carried = Carried(header.rules, stop)
        return match

    def _fresh(self) -> Match:
        """The same match before its first decision."""
        return Match(self.game, self.players, self.seed, self.options, self.table)

    def _replay(self, decisions: Iterable[tuple[int, int]],
                seen: Callable[[int, Action], None] | None = None, at: Pause | None = None) -> None:
        """Play ``decisions`` (seat, index in its legal list) through the rules, telling
        ``seen`` each (seat, action) and ``at`` (n, call) the match after its first n;
        :class:`BadRecord` at the first one that is not legal. The one replay: records, undo
        and naming the decisions all come here."""
        number = 0
        for number, (seat, index) in enumerate(decisions, 1):
            if at is not None and number - 1 == at[0]:
                at[1](self)
            if self.over:
                raise BadRecord(f"This record goes on after the end of the match (decision {number}).", "wrong",
                                n=number)
            if seat not in self.to_act:
                raise BadRecord(f"This record is wrong at decision {number}: seat {seat + 1} had nothing to decide.",
                                "wrong", n=number)
            options = self.legal(seat)
            if not 0 <= index < len(options):
                raise BadRecord(f"This record is wrong at decision {number}: that choice does not exist.", "wrong",
                                n=number)
            if seen is not None:
                seen(seat, options[index])
            self._decide(seat, index, options)
        if at is not None and number == at[0]:
            at[1](self)

    def replayed(self, decisions: int) -> Match:
        """A new match holding only the first ``decisions`` decisions of this one."""
        m = self._fresh()
        m._replay(self.decisions[:decisions])
        return m

    def played(self) -> list[tuple[int, Action]]:
        """Every decision so far as (seat, action), replaying from the start (the record
        holds indexes; this names them)."""
        out: list[tuple[int, Action]] = []
        self._fresh()._replay(self.decisions, lambda seat, action: out.append((seat, action)))
        return out

    def undo_point(self, seat: int) -> int | None:
        """How many decisions to keep to take back ``seat``'s last decision (every decision
        is a real choice: forced steps are not decisions).

        ``None`` when there is none to take back, or when hidden information was revealed
        since (undo must not let a player peek and choose again).
        """
        now = self.state.reveals
        for i in range(len(self.decisions) - 1, -1, -1):
            if self._reveals_before[i] != now:
                return None
            if self.decisions[i][0] == seat:
                return i
        return None

    def __repr__(self) -> str:
        return f"<Match {self.game.id} players={self.players} seed={self.seed} decisions={len(self.decisions)}>"


#: ``sample(rng) -> Match``: a copy of the match in which what one seat cannot see is dealt
#: again (:meth:`Match.sampler`).
Sampler = Callable[[Rng], "Match"]


class LooksAhead:
    """A chooser that plays on in sampled copies: called as ``chooser(game_id, view, legal,
    rng, sample)`` with the seat's :meth:`Match.sampler` (never the match)."""

    def __init__(self, choose: Callable[[str, View, list[Action], Rng, Sampler], Action],
                 name: str) -> None:
        self.choose, self.__name__ = choose, name

    def __call__(self, game_id: str, view: View, legal: list[Action], rng: Rng,
                 sample: Sampler | None = None) -> Action:
        if sample is None:
            raise ValueError(f"{self.__name__} looks ahead: it needs the seat's sampler")
        return self.choose(game_id, view, legal, rng, sample)
