"""Rounds, the governor, and the end of the game."""

from __future__ import annotations

import json
import subprocess
import sys

from engine import Match
from engine.puerto_rico import scoring

from .helpers import act, check_invariants, choose, codes, finish_phase, give_goods, give_vp, new_state


def test_governor_passes_left_each_round():
    st = new_state(3)
    for rnd in range(1, 4):
        assert st.round == rnd and st.governor == (rnd - 1) % 3 and st.chooser == st.governor
        for _ in range(3):
            act(st, codes(st)[0])
            finish_phase(st)
    check_invariants(st)


def test_chosen_role_is_gone_for_the_round():
    st = new_state(4)
    act(st, "role:builder")
    finish_phase(st)
    assert "role:builder" not in [f"role:{r['id']}" for r in st.roles if r["taken_by"] is None]
    assert st.role_slot("builder")["taken_by"] == 0


def test_vp_chips_run_out_game_ends_after_the_round():
    st = new_state(4)
    give_vp(st, 3, st.vp_supply - 1)
    give_goods(st, 1, corn=7)
    choose(st, 0, "captain")
    assert st.end_triggers == ["vp"]
    for role in ("prospector", "builder", "trader"):
        act(st, f"role:{role}")
        finish_phase(st)
    assert st.phase == "over"
    res = scoring.result(st)
    assert res.reason == "vp" and res.scores[1] == 7 and res.winners == (3,)
    check_invariants(st)


def test_no_action_after_the_end():
    st = new_state(4)
    st.end_triggers = ["city"]
    for role in ("prospector", "builder", "trader", "mayor"):
        act(st, f"role:{role}")
        finish_phase(st)
    assert st.phase == "over"
    from engine.puerto_rico import rounds
    assert rounds.to_act(st) == () and rounds.legal(st, 0) == []


def test_every_seat_only_asked_for_real_choices():
    match = Match.new("puerto-rico", players=2, seed=8)
    for _ in range(200):
        if match.over:
            break
        seat = match.to_act[0]
        legal = match.legal(seat)
        assert len(legal) >= 2
        match.play(seat, legal[-1])


def test_simulate_command_runs():
    out = subprocess.run([sys.executable, "-m", "engine", "simulate", "--game", "puerto-rico", "--players", "4",
                          "--games", "20", "--json"], capture_output=True, text=True, check=True).stdout
    lines = [json.loads(line) for line in out.splitlines()]
    summary = lines[-1]
    assert summary["summary"] and summary["games"] == 20
    assert all(line["reason"] in ("colonists", "city", "vp") for line in lines[:-1])
