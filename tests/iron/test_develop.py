"""Step 5 (one development) and step 6 (goods stored as wealth)."""
import pytest

from dawnofempires_gui.engine import Action, IllegalAction
from dawnofempires_gui.games.iron import data as D

from .helpers import act, finish_turn, fresh_turn, new, roll


def bit(name):
    return 1 << D.DEV_INDEX[name]


def buying(goods=0, wealth=0, innovations=0, n=2):
    """Seat 0 in the buy step with these means (innovations rolled this turn)."""
    game = new(n, setup=["port"] * n)
    game.goods[0], game.wealth[0] = goods, wealth
    if innovations > 2:
        game.provinces[0] = innovations
    fresh_turn(game)
    faces = ["innovation"] * innovations + ["food3"] * (len(game.dice) - innovations)
    roll(game, faces, "drought")
    if game.step() == "build":
        act(game, "end_build")
    return game


def buy(game, dev, goods=0, innovations=0, wealth=0):
    return act(game, "buy", dev=dev, goods=goods, innovations=innovations, wealth=wealth)


@pytest.mark.rule("iron.dev.limit.1")
def test_one_development_per_turn():
    game = buying(goods=12)
    assert game.step() == "buy"
    buy(game, "leadership", goods=2)
    assert game.step() == "store"
    with pytest.raises(IllegalAction, match="only one development per turn"):
        game.apply(0, Action("buy", dev="granaries", goods=2, innovations=0, wealth=0))
    assert not any(a.kind == "buy" for a in game.legal_actions(0))


@pytest.mark.rule("iron.dev.pay.1")
def test_goods_exactly_the_cheapest_cost_stop_at_the_buy_step():
    """The buy step passes by itself only when nothing can be paid: 2 goods pay for Leadership exactly."""
    game = buying(goods=2)
    assert game.step() == "buy"
    assert Action("buy", dev="leadership", goods=2, innovations=0, wealth=0) in game.legal_actions(0)
    game = buying(goods=1)
    assert game.step() != "buy"


@pytest.mark.rule("iron.dev.pay.1", "iron.wealth.value.1")
def test_paying_with_goods_innovations_and_wealth():
    game = buying(goods=3)
    assert game.step() == "buy"
    snap = game.digest()
    with pytest.raises(IllegalAction, match="Buying Irrigation needs 5; you can pay 3."):
        game.apply(0, Action("buy", dev="irrigation", goods=3, innovations=0, wealth=0))
    assert game.digest() == snap
    game = buying(goods=4, wealth=1, innovations=1)
    legal = {(a["goods"], a["innovations"], a["wealth"]) for a in game.legal_actions(0) if a.kind == "buy" and a["dev"] == "irrigation"}
    # 5 = 5 goods? (only 4) / 1 wealth / 1 innovation + 2 goods
    assert legal == {(0, 0, 1), (2, 1, 0)}
    # paying more than the cost is allowed ("equal to or greater than its listed cost"), but no change is given
    overpaid = game.clone()
    overpaid.apply(0, Action("buy", dev="irrigation", goods=2, innovations=1, wealth=1))
    assert overpaid.has_dev(0, "irrigation") and (overpaid.goods[0], overpaid.innov, overpaid.wealth[0]) == (2, 0, 0)
    with pytest.raises(IllegalAction, match="That pays 4; Irrigation costs 5."):
        game.apply(0, Action("buy", dev="irrigation", goods=1, innovations=1, wealth=0))
    buy(game, "irrigation", wealth=1)
    assert game.wealth[0] == 0 and game.goods[0] == 4 and game.has_dev(0, "irrigation")


@pytest.mark.parametrize("payment", [(-1, 3, 1), (4, -1, 1), (4, 1, -1), (-2, -1, 2)])
def test_a_payment_with_a_negative_part_is_refused_with_a_message(payment):
    """Irrigation costs 5: a damaged save's payment of 4 goods, -1 innovation and 1 wealth never buys it, nor any
    other mix holding a negative part, whatever the others."""
    game = buying(goods=4, wealth=1, innovations=3)
    snap = game.digest()
    goods, innovations, wealth = payment
    with pytest.raises(IllegalAction, match="Payments cannot be negative."):
        game.apply(0, Action("buy", dev="irrigation", goods=goods, innovations=innovations, wealth=wealth))
    assert game.digest() == snap


def test_overpaying_with_a_single_unit_is_allowed():
    game = buying(innovations=1)
    assert Action("buy", dev="leadership", goods=0, innovations=1, wealth=0) in game.legal_actions(0)
    buy(game, "leadership", innovations=1)
    assert game.has_dev(0, "leadership")


@pytest.mark.rule("iron.dev.mark.1", "iron.score.dev.1")
def test_a_bought_development_is_marked_and_scores():
    game = buying(goods=5)
    before = game.score_parts(0)["Developments"]
    buy(game, "irrigation", goods=5)
    assert game.has_dev(0, "irrigation") and game.dev_count(0) == 1
    assert game.score_parts(0)["Developments"] == before + 4
    assert game.goods[0] == 0


@pytest.mark.rule("iron.dev.once.1")
def test_a_development_only_once():
    game = buying(goods=10)
    game.devs[0] |= bit("irrigation")
    assert not any(a.kind == "buy" and a["dev"] == "irrigation" for a in game.legal_actions(0))
    with pytest.raises(IllegalAction, match="You already have Irrigation."):
        game.apply(0, Action("buy", dev="irrigation", goods=5, innovations=0, wealth=0))


@pytest.mark.rule("iron.dev.spend.1")
def test_innovations_and_wealth_never_build():
    game = new(2, setup=["port", "port"])
    game.goods[0], game.wealth[0] = 0, 5
    game.devs[0] |= bit("shipmaking")
    fresh_turn(game)
    roll(game, ["innovation", "pop3"], "drought")
    assert game.step() == "build"
    kinds = {a.kind for a in game.legal_actions(0)}
    assert "urn" not in kinds and "ship" not in kinds and "port" not in kinds
    with pytest.raises(IllegalAction, match="1 good"):
        game.apply(0, Action("urn"))


@pytest.mark.rule("iron.dev.spend.2")
def test_unspent_innovations_are_lost():
    game = buying(innovations=2)
    assert game.innov == 2 and game.step() == "buy"
    act(game, "skip_buy")  # nothing to store: the turn ends
    assert game.active == 1 and game.innov == 0
    roll(game, ["food3", "food3"], "drought")
    finish_turn(game)
    game.goods[0] = 0
    roll(game, ["pop3", "food3"], "drought")
    assert game.innov == 0
    act(game, "end_build")
    assert game.step() != "buy"  # the two old innovations would have paid for Leadership


@pytest.mark.rule("iron.dev.effects.1")
def test_metallurgy_makes_innovations_worth_five():
    game = buying(innovations=1)
    assert game.innovation_value(0) == 3
    game.devs[0] |= bit("metallurgy")
    assert Action("buy", dev="irrigation", goods=0, innovations=1, wealth=0) in game.legal_actions(0)


@pytest.mark.rule("iron.dev.effects.1")
def test_roads_discount_the_starred_three():
    game = buying(goods=15)
    assert game.dev_cost(0, "citizenship") == 15
    game.devs[0] |= bit("roads")
    assert [game.dev_cost(0, d) for d in ("citizenship", "empire", "commerce", "navy")] == [9, 14, 24, 12]
    buy(game, "empire", goods=14)
    assert game.goods[0] == 1


@pytest.mark.rule("iron.dev.effects.1")
def test_dyeworks_gives_a_good_each_turn():
    game = new(2, setup=["port", "port"])
    game.devs[0] |= bit("dyeworks")
    game.goods[0] = 0
    roll(game, ["food3", "food3"], "drought")
    assert game.goods[0] == 1


@pytest.mark.rule("iron.wealth.store.1", "iron.dev.effects.1")
def test_store_goods_as_wealth():
    game = buying(goods=9, innovations=2)
    act(game, "skip_buy")
    assert game.step() == "store"
    assert {a for a in game.legal_actions(0) if a.kind == "store"} == {Action("store", sets=1), Action("store", sets=2)}
    act(game, "store", sets=2)
    assert game.goods[0] == 1 and game.wealth[0] == 2
    assert game.active == 1  # nothing more to store: the turn ends, innovations are not stored
    game = buying(goods=9)
    game.devs[0] |= bit("coinage")
    act(game, "skip_buy")
    act(game, "store", sets=3)
    assert game.goods[0] == 0 and game.wealth[0] == 3
    game = buying(goods=7)
    act(game, "skip_buy")
    with pytest.raises(IllegalAction, match="Storing 2 wealth needs 8 goods; you have 7."):
        game.apply(0, Action("store", sets=2))
    game = buying(goods=9)
    game.wealth[0] = D.PEG_TOP["wealth"] - 1
    act(game, "skip_buy")
    with pytest.raises(IllegalAction, match=f"Your wealth row holds at most {D.PEG_TOP['wealth']}."):
        game.apply(0, Action("store", sets=2))
    act(game, "store", sets=1)  # to the top exactly
    assert game.wealth[0] == D.PEG_TOP["wealth"]


@pytest.mark.rule("iron.dev.pay.1")
def test_any_payment_reaching_the_cost_is_accepted_and_no_change_is_given():
    game = buying(goods=9, wealth=2, innovations=2)
    offered = {(a["goods"], a["innovations"], a["wealth"]) for a in game.legal_actions(0)
               if a.kind == "buy" and a["dev"] == "leadership"}
    assert (2, 0, 0) in offered and (9, 0, 0) not in offered  # the list offers no spare unit...
    for g, i, w in [(9, 0, 0), (2, 2, 2), (0, 1, 1), (3, 0, 0)]:  # ...but the rules accept any overpayment
        assert game.problem(0, Action("buy", dev="leadership", goods=g, innovations=i, wealth=w)) == ""
    assert "That pays 1" in game.problem(0, Action("buy", dev="leadership", goods=1, innovations=0, wealth=0))
    events = buy(game, "leadership", goods=3, innovations=1, wealth=1)
    assert (game.goods[0], game.innov, game.wealth[0]) == (6, 1, 1)
    assert "no change is given" in events[0].text
