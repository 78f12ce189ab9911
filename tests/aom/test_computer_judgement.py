"""The computer's judgement of an Age of Mythology position (evaluate): an Age is worth more than its cost."""
import pytest

from dawnofempires_gui.ai.search import SearchBot
from dawnofempires_gui.engine import Action, Rng, Seat
from tests.aom.battle_helpers import armies, attack
from tests.aom.helpers import add_units, set_cubes, table


def test_the_computer_judges_the_classical_age_better_than_the_cubes_it_costs():
    """The Classical Age costs 4 Food, 4 Wood, 4 Gold and 4 Favor (the Next Age example): it brings a larger hand
    and more to recruit, which the cubes kept do not."""
    kept = table(["greek", "egyptian"])
    set_cubes(kept, 0, food=4, wood=4, gold=4, favor=4)
    advanced = table(["greek", "egyptian"])
    set_cubes(advanced, 0, food=0, wood=0, gold=0, favor=0)
    advanced.age[0] = 1
    assert advanced.scores().totals == kept.scores().totals
    assert advanced.evaluate()[0] > kept.evaluate()[0]


# ---------------------------------------------------------------------------------------------- armies of none
# The computer sent no unit into battles (a defender with units; once an attacker with a Hippokon): the rules allow
# it ("up to" the card's number, so fewer, none included) and the side loses at once. Its judgement counted the units
# sent into a battle as gone, and the Largest Army as lost with them, so keeping them home looked better.


def _declared(computers=(0, 1), seed: int = 1):
    """Greek Ana (one Hippokon) attacks Norse Ben (a Huskarl and a Throwing Axeman) in his Holding Area."""
    g = table(["greek", "norse", "egyptian"], seed=seed)
    g.seats = [Seat(s.name, s.colour, computer=i in computers, level="easy" if i in computers else "")
               for i, s in enumerate(g.seats)]
    g.units = [{}, {}, {}]
    add_units(g, 0, hippokon=1)
    add_units(g, 1, huskarl=1, throwing_axeman=1)
    set_cubes(g, 1, food=5, wood=5, gold=5, favor=2)
    attack(g, 0, 1, "holding")
    return g


def test_a_player_may_send_no_unit_and_loses_the_battle_at_once():
    g = _declared(computers=())
    assert Action("army_done") in g.legal_actions(0) and Action("army_done") in g.legal_actions(1)
    g.apply(0, Action("army_done"))
    g.apply(1, Action("send_unit", unit="huskarl"))
    g.apply(1, Action("army_done"))
    assert not g.battle and g.last_battle["winner"] == 1


def test_a_computer_side_does_not_weigh_an_army_of_none_while_it_has_units():
    g = _declared()
    for seat in (0, 1):
        assert Action("army_done") in g.legal_actions(seat), "the rules allow it"
        assert Action("army_done") not in g.sensible_actions(seat, g.legal_actions(seat)), seat
    g.apply(1, Action("send_unit", unit="huskarl"))
    assert Action("army_done") in g.sensible_actions(1, g.legal_actions(1)), "with one unit chosen it may stop"


def test_units_sent_into_a_battle_still_count_in_the_computers_judgement_and_the_largest_army():
    g = _declared(computers=())
    add_units(g, 2, spearman=1)
    before = [g.army_size(s) for s in range(3)], g.awards()["largest_army"]
    armies(g, ["hippokon"], ["huskarl", "throwing_axeman"])
    assert g.battle and g.battle["units"][1]
    assert ([g.army_size(s) for s in range(3)], g.awards()["largest_army"]) == before


def test_the_quick_playouts_send_at_least_one_unit(monkeypatch):
    """The search's playouts choose among the sensible actions too."""
    g = _declared(computers=())
    chosen = []
    original = type(g).playout_choice

    def recorded(self, seat, legal, rng):
        action = original(self, seat, legal, rng)
        if self.step() == "army" and not any(self.army[seat]):
            chosen.append(action.kind)
        return action

    monkeypatch.setattr(type(g), "playout_choice", recorded)
    bot = SearchBot(3, "easy")
    bot._playout_moves = 1  # one move of a playout, from the army step
    for k in range(20):
        bot._playout(g.clone(), Rng(k), None)
    assert len(chosen) == 20 and set(chosen) == {"send_unit"}


@pytest.mark.parametrize("seed", range(4))
def test_computer_sides_with_units_send_at_least_one_into_the_battle(seed):
    g = _declared(seed=seed)
    decision = 0
    while g.step() == "army":
        seat = g.to_move()[0]
        bot = SearchBot(seed, "easy")
        action = bot.choose(g.view(seat), seat, g.legal_actions(seat), decision=decision)
        decision += 1
        g.apply(seat, action)
    assert g.battle, "a side sent no unit: the battle was over at once"
    assert all(sum(side.values()) for side in g.battle["units"]), g.battle["units"]
