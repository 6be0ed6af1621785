"""The best assignment of specialists and magic items is optimal: compared with a brute
force over every assignment on small cases, and on the rules' own cases."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.gilded_compass.assign import NONE, best, map_gold
from engine.gilded_compass.data import CARTOGRAPHER, EXCAVATOR, ITEMS, MAPS, MISSIONS, SPECIALISTS, MapTile


def brute_force(maps, specialists, items):
    """(gold, -assigned gold) of the best of every assignment, by enumeration."""
    best_key = None
    choices = [[NONE] + [m for m, t in enumerate(maps) if s.colour in t.colours] for s in specialists]
    for where in itertools.product(*choices):
        slots = [(w, specialists[j].kind) for j, w in enumerate(where) if w != NONE]
        if len(slots) != len(set(slots)):
            continue  # two cartographers (or excavators) on one map
        holders = [[NONE] + [j for j, s in enumerate(specialists) if (s.colour, s.kind) == (i.colour, i.kind)]
                   for i in items]
        for owners in itertools.product(*holders):
            given = [o for o in owners if o != NONE]
            if len(given) != len(set(given)):
                continue  # one item a specialist
            gold = assigned = 0
            for m, tile in enumerate(maps):
                on = {specialists[j].kind: j for j, w in enumerate(where) if w == m}
                c, e = on.get(CARTOGRAPHER), on.get(EXCAVATOR)
                gold += map_gold(tile, specialists[c] if c is not None else None,
                                 specialists[e] if e is not None else None, c in given, e in given)
                assigned += sum(specialists[j].gold for j in (c, e) if j is not None)
            key = (gold, -assigned)
            if best_key is None or key > best_key:
                best_key = key
    return best_key


def random_case(rng):
    colours = rng.sample(["pompeii", "atlantis", "ruins"], 2)
    pool_maps = [t for t in MAPS if set(t.colours) & set(colours)] + [
        m.map for m in MISSIONS if m.map is not None and set(m.map.colours) & set(colours)]
    maps = rng.sample(pool_maps, rng.randint(0, 3))
    specialists = rng.sample([s for s in SPECIALISTS if s.colour in colours], rng.randint(0, 4))
    items = rng.sample([i for i in ITEMS if i.colour in colours], rng.randint(0, 3))
    return maps, specialists, items


@pytest.mark.parametrize("seed", range(8))
def test_the_assignment_is_as_good_as_any_found_by_brute_force(seed):
    rng = random.Random(seed)
    for _ in range(25):
        maps, specialists, items = random_case(rng)
        found = best(maps, specialists, items)
        assert (found.gold, -found.assigned) == brute_force(maps, specialists, items), (maps, specialists, items)
        assert found.assigned + found.unassigned == sum(s.gold for s in specialists)
        assert len(found.placing) == len(maps)


def spec(colour, kind, gold):
    return next(s for s in SPECIALISTS if (s.colour, s.kind, s.gold) == (colour, kind, gold))


def item(colour, kind):
    return next(i for i in ITEMS if (i.colour, i.kind) == (colour, kind))


def test_a_map_scores_its_small_value_alone_its_large_with_a_specialist():
    ruins = MapTile(("ruins",), 2, 5)
    assert best([ruins], [], []).gold == 2
    assert best([ruins], [spec("ruins", CARTOGRAPHER, 1)], []).gold == 5 + 1


def test_specialists_score_only_on_a_map_of_their_colour_one_of_each_kind_a_map():
    ruins = MapTile(("ruins",), 1, 4)
    team = [spec("ruins", CARTOGRAPHER, 3), spec("ruins", CARTOGRAPHER, 2), spec("ruins", EXCAVATOR, 1),
            spec("gods", EXCAVATOR, 3)]
    found = best([ruins], team, [])
    assert found.gold == 4 + 3 + 1 and found.placing == ((0, 2, False, False),)
    assert found.unassigned == 2 + 3


def test_an_item_doubles_its_specialist_and_two_items_double_the_map():
    atlantis = MapTile(("atlantis",), 2, 5)
    team = [spec("atlantis", CARTOGRAPHER, 2), spec("atlantis", EXCAVATOR, 3)]
    assert best([atlantis], team, [item("atlantis", CARTOGRAPHER)]).gold == 5 + 4 + 3
    both = [item("atlantis", CARTOGRAPHER), item("atlantis", EXCAVATOR)]
    assert best([atlantis], team, both).gold == 5 * 2 + 4 + 6
    assert best([atlantis], team, [item("gods", CARTOGRAPHER)]).gold == 5 + 2 + 3


def test_wild_maps_and_double_maps_take_specialists_of_their_colours():
    wild = next(t for t in MAPS if len(t.colours) == 6)
    assert best([wild], [spec("darkness", EXCAVATOR, 2)], []).gold == wild.large + 2
    double = next(m.map for m in MISSIONS if m.map is not None and len(m.map.colours) == 2)
    other = next(c for c in ("pompeii", "atlantis", "ruins", "pharaoh", "gods", "darkness") if c not in double.colours)
    assert best([double], [spec(double.colours[1], CARTOGRAPHER, 3)], []).gold == double.large + 3
    assert best([double], [spec(other, CARTOGRAPHER, 3)], []).gold == double.small


def test_among_equal_golds_the_assignment_keeps_the_most_specialist_gold_unassigned():
    wild = MapTile(("pompeii", "atlantis"), 0, 3)
    specialists = [spec("pompeii", CARTOGRAPHER, 1), spec("atlantis", CARTOGRAPHER, 1)]
    found = best([wild], specialists, [])
    assert found.gold == 4 and found.unassigned == 1
