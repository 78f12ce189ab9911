"""The log of a new empire (Rise of Empires): "takes every cube off the map" is said once the placement is
confirmed, and never for a new empire taken back by resetting the placement (the cubes went back on the map, the
log said they were off)."""
import pytest

from .helpers import MICHAEL, new_game, play, put_cubes
from .test_empire import placing


def said(events) -> list[str]:
    return [e.text for e in events]


def restarted():
    """Michael, with 2 cubes in the Levant, takes his new empire tile and starts a new empire: the game and the
    lines said so far."""
    g = new_game(3, first=MICHAEL)
    put_cubes(g, MICHAEL, "levant", 2)
    placing(g, MICHAEL, "e4")
    return g, said(play(g, MICHAEL, "restart_empire"))


@pytest.mark.rule("roe.empire.restart.1")
def test_a_new_empire_taken_back_by_a_reset_is_never_in_the_log():
    g, lines = restarted()
    lines += said(play(g, MICHAEL, "reset_placement"))
    lines += said(play(g, MICHAEL, "place", region="mesopotamia", count=1))
    lines += said(play(g, MICHAEL, "confirm_placement"))
    assert g.cubes["levant"][MICHAEL] == 2  # the old empire stands
    assert not any("off the map" in line for line in lines), lines
    assert "Michael places 1 cube in Mesopotamia." in lines


@pytest.mark.rule("roe.empire.restart.1")
def test_a_new_empire_confirmed_is_said_once_before_the_cubes_placed():
    g, lines = restarted()
    lines += said(play(g, MICHAEL, "place", region="sw_europe", count=3))
    lines += said(play(g, MICHAEL, "confirm_placement"))
    new = [i for i, line in enumerate(lines) if "takes every cube off the map to start a new empire" in line]
    placed = lines.index("Michael places 3 cubes in SW Europe.")
    assert len(new) == 1 and new[0] < placed, lines
