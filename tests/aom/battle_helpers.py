"""Fighting a battle in a test: an attack declared, armies chosen in secret, rounds with scripted dice."""
from __future__ import annotations

from dawnofempires_gui.engine import Action

from .helpers import ScriptedRng, add_units, at_play, do, play, table


def attack(g, att: int, de: int, area: str, card: str = "perm_attack", use: str = "action"):
    at_play(g, att, card)
    play(g, att, card, use)
    return do(g, att, "attack", target=de, area=area)


def choose(g, seat: int, *units: str):
    """The seat's secret army, one unit at a time, then done (unless the last slot closed the choice)."""
    for unit in units:
        do(g, seat, "send_unit", unit=unit)
    if g.step() == "army" and seat in g.to_move():
        do(g, seat, "army_done")


def armies(g, attacker_units, defender_units):
    b = g.battle
    choose(g, b["att"], *attacker_units)
    choose(g, b["def"], *defender_units)


def encounter(g, att_unit: str, def_unit: str, faces=(), att_tactic: str = "", def_tactic: str = ""):
    """One battle round: both cards picked (the attacker's first), tactics if asked, dice from `faces` (each roll:
    the attacker's dice, then the defender's)."""
    g.rng = ScriptedRng(faces)
    b = g.battle
    events = g.apply(b["att"], Action("fight", unit=att_unit))
    events += g.apply(b["def"], Action("fight", unit=def_unit))
    for seat, tactic in ((b["att"], att_tactic), (b["def"], def_tactic)):
        if g.step() == "tactic" and seat in g.to_move():
            events += g.apply(seat, Action("tactic", mode=tactic or "fight"))
    return events


def history(g):
    """The encounters of the battle going on, or of the last one."""
    return (g.battle or g.last_battle)["history"]


def sixes(n: int, of: int) -> list[int]:
    """`of` dice with exactly `n` sixes."""
    return [6] * n + [1] * (of - n)


def duel(att_culture: str, def_culture: str, att_units: dict, def_units: dict, seed: int = 1, area: str = "city",
         card: str = "perm_attack", use: str = "action"):
    """A two-player table with these units only, the attack declared (on the City Area, empty: a won battle ends
    at once) and the armies chosen (all of them)."""
    g = table([att_culture, def_culture], seed=seed)
    g.units = [{}, {}]
    add_units(g, 0, **att_units)
    add_units(g, 1, **def_units)
    attack(g, 0, 1, area, card, use)
    armies(g, [u for u, k in att_units.items() for _ in range(k)], [u for u, k in def_units.items() for _ in range(k)])
    return g
