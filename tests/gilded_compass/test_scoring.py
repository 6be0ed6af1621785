"""Final scoring ("게임 종료 점수"): every source of gold, the missions, the tie-break."""

from __future__ import annotations

from engine.gilded_compass.data import COLLECTIONS, MAPS, MISSIONS, SPECIALISTS
from engine.gilded_compass.missions import mission_gold
from engine.gilded_compass.scoring import artifact_gold, gold_by_source
from engine.gilded_compass.state import Seat

from .helpers import ensure_registered, new_match


def mission(rule):
    return next(i for i, m in enumerate(MISSIONS) if m.rule == rule)


def spec(colour, kind, gold):
    return next(i for i, s in enumerate(SPECIALISTS) if (s.colour, s.kind, s.gold) == (colour, kind, gold))


def test_knowledge_tokens_are_worth_half_a_gold_rounded_down():
    assert gold_by_source(Seat(knowledge=7))[0]["knowledge"] == 3
    assert gold_by_source(Seat(knowledge=1))[0]["knowledge"] == 0


def test_artifacts_score_four_two_or_one_by_the_private_collection():
    c = COLLECTIONS[0]
    others = [t for t in ("desert", "jungle", "water", "fire", "holy", "dark") if t not in (c.most, c.preferred)]
    seat = Seat(collection=0, artifacts=[c.most, c.most, c.preferred, others[0]])
    assert artifact_gold(seat) == 4 + 4 + 2 + 1


def test_unused_abilities_one_gold_each_sunken_treasures_and_tower_tokens_their_value():
    seat = Seat(abilities=[["mighty_power", 1], ["timely_gift", 2]], sunken_open=[3, 2], sunken_hidden=[1],
                tower={"bronze": [0, 1], "silver": [3], "gold": [2]})
    gold = gold_by_source(seat)[0]
    assert gold["abilities"] == 2 and gold["sunken"] == 6 and gold["tower"] == 6


def test_maps_and_specialists_are_scored_by_the_best_assignment():
    atlantis = [i for i, t in enumerate(MAPS) if t.colours == ("atlantis",)]
    seat = Seat(maps=atlantis[:2], specialists=[spec("atlantis", "cartographer", 3), spec("gods", "excavator", 2)])
    gold, found = gold_by_source(seat)
    a, b = MAPS[atlantis[0]], MAPS[atlantis[1]]
    assert gold["maps"] == max(a.large + b.small, b.large + a.small)
    assert gold["specialists"] == 3 and found.unassigned == 2


def test_secret_maps_take_specialists_like_maps():
    secret = next(i for i, m in enumerate(MISSIONS) if m.map is not None and len(m.map.colours) == 1)
    tile = MISSIONS[secret].map
    seat = Seat(missions=[secret], specialists=[spec(tile.colours[0], "excavator", 2)])
    gold = gold_by_source(seat)[0]
    assert gold["maps"] == tile.large and gold["specialists"] == 2 and gold["missions"] == 0


def test_missions_score_their_gold_when_the_condition_is_met():
    four_cartographers = [spec(c, "cartographer", 1) for c in ("pompeii", "atlantis", "ruins", "pharaoh")]
    m = mission("cartographers")
    assert mission_gold(m, Seat(specialists=four_cartographers)) == MISSIONS[m].gold
    assert mission_gold(m, Seat(specialists=four_cartographers[:3])) == 0
    sites = mission("sites")
    one_each = [next(i for i, t in enumerate(MAPS) if t.colours == (c,)) for c in ("pompeii", "atlantis", "ruins",
                                                                                    "gods")]
    assert mission_gold(sites, Seat(maps=one_each)) == MISSIONS[sites].gold
    teams = mission("teams")
    pairs = [spec(c, k, 1) for c in ("ruins", "gods") for k in ("cartographer", "excavator")]
    assert mission_gold(teams, Seat(specialists=pairs)) == MISSIONS[teams].gold
    assert mission_gold(teams, Seat(specialists=pairs[:3])) == 0
    assert mission_gold(mission("knowledge"), Seat(knowledge=5)) == MISSIONS[mission("knowledge")].gold
    assert mission_gold(mission("sunken"), Seat(sunken_open=[3, 3], sunken_hidden=[2])) == 4
    assert mission_gold(mission("gold_tokens"), Seat(tower={"bronze": [], "silver": [], "gold": [1, 1]})) == 4
    assert mission_gold(mission("missions"), Seat(missions=[0, 1, mission("missions")])) == 4


def test_every_mission_has_a_rule_that_scores_it():
    from engine.gilded_compass.missions import MEASURES

    assert all(m.rule in MEASURES and m.text for m in MISSIONS)
    assert sum(1 for m in MISSIONS if m.building is not None) == 4


def test_the_result_ranks_by_gold_then_unassigned_specialists():
    ensure_registered()
    from engine.simulate import random_choice

    match = new_match(4, 3)
    while not match.over:
        seat = match.to_act[0]
        match.play(seat, random_choice("", {}, match.legal(seat), match.ai_rng(seat)))
    result = match.result
    final = match.state.final
    assert list(result.scores) == [sum(g.values()) for g in final["gold"]]
    best = max(zip(result.scores, result.tiebreak))
    assert set(result.winners) == {s for s in range(4) if (result.scores[s], result.tiebreak[s]) == best}
    assert result.reason == "rounds" and result.rounds == 5
    end = [e for e in match.log if e["type"] == "game_end"]
    assert len(end) == 1 and end[0]["scores"] == list(result.scores)
