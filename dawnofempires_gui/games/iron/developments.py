"""5. Buy 1 development and 6. store goods as wealth (rulebook §5, §6; Table 1 – Developments).

A development is paid with goods (1 each), this turn's innovations (3 each, 5 with Metallurgy) and stored
wealth (5 each), at least its cost (Roads: the starred three 6 cheaper); no change is given. One per
turn, each at most once per player. The payments offered are those without a spare unit
(engine/purse.value_payments); any payment reaching the cost is accepted. Then sets of 4 goods (3 with
Coinage) may be stored as 1 wealth each, and the turn ends.

Moves: buy(dev, goods, innovations, wealth), skip_buy; store(sets), end_turn."""
from __future__ import annotations

from dawnofempires_gui.engine.purse import value_payments
from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.state import (DEV_BIT, DEV_COST, DEV_POINTS, DEV_STARRED, END_TURN, METALLURGY,
                                                      MOVES, ROADS, SKIP_BUY, STORE, WEALTH_TOP, IronMove, IronState,
                                                      buy_action)
from dawnofempires_gui.games.iron.words import payment

_WEALTH = D.WEALTH_VALUE
_PAYMENTS: dict[tuple[int, int, int, int, int], tuple[tuple[int, int, int], ...]] = {}
_BUYS: dict[tuple[int, int, int, int], tuple] = {}
_CACHE_LIMIT = 200_000


def payments_for(cost: int, goods: int, innovations: int, value: int, wealth: int) -> tuple[tuple[int, int, int], ...]:
    """Every (goods, innovations, wealth) reaching `cost` with no unit to spare (remembered: the same few
    situations come back again and again in play)."""
    key = (cost, goods, innovations, value, wealth)
    found = _PAYMENTS.get(key)
    if found is None:
        if len(_PAYMENTS) > _CACHE_LIMIT:
            _PAYMENTS.clear()
        ways = value_payments(cost, (("wealth", wealth, _WEALTH), ("innovations", innovations, value),
                                     ("goods", goods, 1)))
        found = _PAYMENTS[key] = tuple((p.get("goods", 0), p.get("innovations", 0), p.get("wealth", 0)) for p in ways)
    return found


def _cost(devs: int, i: int) -> int:
    return DEV_COST[i] - (D.ROADS_DISCOUNT if DEV_STARRED[i] and devs & ROADS else 0)


class DevelopmentRules(IronState):
    def payments(self, seat: int, dev: str) -> list[tuple[int, int, int]]:
        """Every payment (goods, innovations, wealth) the buy step offers for that development."""
        return list(payments_for(self.dev_cost(seat, dev), self.goods[seat], self.innov, self.innovation_value(seat),
                                 self.wealth[seat]))

    def can_buy(self, seat: int) -> bool:
        """Whether some development not owned yet can be paid now (else the buy step passes by itself)."""
        if self.bought:
            return False
        devs = self.devs[seat]
        means = self.goods[seat] + self.innov * self.innovation_value(seat) + self.wealth[seat] * _WEALTH
        return any(not devs >> i & 1 and _cost(devs, i) <= means for i in range(len(DEV_COST)))

    def enter_buy(self) -> None:
        self.set_step("buy", (self.active,))
        if not self.can_buy(self.active):
            self.enter_store()

    def most_sets(self, seat: int) -> int:
        return min(self.goods[seat] // self.store_rate(seat), WEALTH_TOP - self.wealth[seat])

    def enter_store(self) -> None:
        self.set_step("store", (self.active,))
        if self.most_sets(self.active) < 1:
            self.end_turn()


@MOVES.add
class Buy(IronMove):
    kind = "buy"
    args = {"dev": str, "goods": int, "innovations": int, "wealth": int}

    def options(self, game, seat):
        if game.bought:
            return ()
        devs, goods, innov, wealth = game.devs[seat], game.goods[seat], game.innov, game.wealth[seat]
        key = (devs, goods, innov, wealth)
        found = _BUYS.get(key)
        if found is None:
            if len(_BUYS) > _CACHE_LIMIT:
                _BUYS.clear()
            value = D.METALLURGY_VALUE if devs & METALLURGY else D.INNOVATION_VALUE
            out = []
            for i, dev in enumerate(D.DEV_IDS):
                if not devs >> i & 1:
                    for g, n, w in payments_for(_cost(devs, i), goods, innov, value, wealth):
                        out.append(buy_action(dev, g, n, w))
            found = _BUYS[key] = tuple(out)
        return found

    def problem(self, game, seat, action):
        dev = action["dev"]
        if dev not in D.DEV_BY_ID:
            return f"There is no development called {dev}."
        name = D.DEV_BY_ID[dev]["name"]
        if game.bought:
            return "You may buy only one development per turn."
        if game.devs[seat] & DEV_BIT[dev]:
            return f"You already have {name}."
        g, i, w = action["goods"], action["innovations"], action["wealth"]
        cost = game.dev_cost(seat, dev)
        can = game.means(seat)
        if can < cost:
            return f"Buying {name} needs {cost}; you can pay {can}."
        if g < 0 or i < 0 or w < 0:
            return "Payments cannot be negative."
        if g > game.goods[seat]:
            return f"You have only {plural(game.goods[seat], 'good')}."
        if i > game.innov:
            return f"You have only {plural(game.innov, 'innovation')} this turn."
        if w > game.wealth[seat]:
            return f"You have only {game.wealth[seat]} wealth."
        paid = g + i * game.innovation_value(seat) + w * _WEALTH
        if paid < cost:
            return f"That pays {paid}; {name} costs {cost}."
        return ""  # "equal to or greater than its listed cost": paying more is allowed, no change is given

    def out_of_step(self, game, seat, action):
        step = game.step()
        if step == "store":
            return ("You may buy only one development per turn, before storing goods." if game.bought else
                    "The buying step is over.")
        if step in ("roll", "leadership", "omens", "choose", "conquest", "tribute", "build"):
            return "Developments are bought in step 5, after building."
        return game.not_now()

    def apply(self, game, seat, action):
        dev = action["dev"]
        g, i, w = action["goods"], action["innovations"], action["wealth"]
        paid = g + i * game.innovation_value(seat) + w * _WEALTH
        cost = game.dev_cost(seat, dev)
        game.goods[seat] -= g
        game.innov -= i
        game.wealth[seat] -= w
        game.devs[seat] |= DEV_BIT[dev]
        game.bought = True
        info = D.DEV_BY_ID[dev]
        extra = f" ({paid - cost} more than the cost: no change is given)" if paid > cost else ""
        game.emit(f"{game.seat_name(seat)} buys {info['name']} ({plural(DEV_POINTS[D.DEV_INDEX[dev]], 'point')}) for "
                  f"{payment(g, i, w)}{extra}.", seat, "develop")
        game.enter_store()

    def describe(self, game, action):
        name = D.DEV_BY_ID[action["dev"]]["name"]
        return f"Buy {name} with {payment(action['goods'], action['innovations'], action['wealth'])}"


@MOVES.add
class SkipBuy(IronMove):
    kind = "skip_buy"

    def options(self, game, seat):
        return (SKIP_BUY,)

    def apply(self, game, seat, action):
        game.enter_store()

    def describe(self, game, action):
        return "Buy no development"


@MOVES.add
class Store(IronMove):
    kind = "store"
    args = {"sets": int}

    def options(self, game, seat):
        return [STORE[k] for k in range(1, game.most_sets(seat) + 1)]

    def problem(self, game, seat, action):
        rate = game.store_rate(seat)
        sets = action["sets"]
        if sets < 1:
            return "Store at least one set of goods."
        if sets * rate > game.goods[seat]:
            return f"Storing {plural(sets, 'wealth')} needs {plural(sets * rate, 'good')}; you have {game.goods[seat]}."
        if game.wealth[seat] + sets > WEALTH_TOP:
            return f"Your wealth row holds at most {WEALTH_TOP}."
        return ""

    def apply(self, game, seat, action):
        sets = action["sets"]
        rate = game.store_rate(seat)
        game.goods[seat] -= sets * rate
        game.wealth[seat] += sets
        game.emit(f"{game.seat_name(seat)} stores {plural(sets * rate, 'good')} as {sets} wealth.", seat, "store")
        game.enter_store()

    def describe(self, game, action):
        rate = game.store_rate(game.active)
        return f"Store {plural(action['sets'] * rate, 'good')} as {action['sets']} wealth"


@MOVES.add
class EndTurn(IronMove):
    kind = "end_turn"

    def options(self, game, seat):
        return (END_TURN,)

    def apply(self, game, seat, action):
        game.end_turn()

    def describe(self, game, action):
        return "End the turn"
