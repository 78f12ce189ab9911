"""Trade: pay the card's trade cost (any cubes; nothing with a Market), then swap cubes with the bank one for one
(never with a player); with a Great Temple buy victory cubes at 8 Favor each, after trading.
Next Age: pay the card's cost of the Age entered in each resource and move up one Age."""
from __future__ import annotations

from functools import lru_cache

from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_state import MOVES, AomMove, AomState, act
from dawnofempires_gui.games.aom.rules_tables import AGES, CARD, RES
from dawnofempires_gui.games.aom.rules_words import age_name, cubes, one_each, res_name

MARKET = next(b.id for b in D.BUILDINGS.values() if b.effect.id == "free_trade")
TEMPLE = next(b for b in D.BUILDINGS.values() if b.effect.id == "buy_victory")
TEMPLE_FAVOR = TEMPLE.effect["favor"]
MYTHIC = len(AGES) - 1


@lru_cache(maxsize=None)
def _ways(total: int) -> tuple[tuple[str, ...], ...]:
    """Every multiset of `total` resources, as sorted tuples."""
    out: list[tuple[str, ...]] = []

    def go(i: int, left: int, chosen: tuple[str, ...]) -> None:
        if i == len(RES) - 1:
            out.append(chosen + (RES[i],) * left)
            return
        for m in range(left, -1, -1):
            go(i + 1, left - m, chosen + (RES[i],) * m)

    go(0, total, ())
    return tuple(out)


class TradeRules(AomState):
    def trade_cost(self, seat: int, card: str) -> int:
        return 0 if self.has(seat, MARKET) else CARD[card].trade_cost

    def trade_problem(self, seat: int, card: str, with_power: bool) -> str:
        cost = self.trade_cost(seat, card)
        held = self.total_cubes(seat)
        if held < cost:
            return f"The trade cost of {plural(cost, 'cube')} must be paid before trading; you have {held}."
        if held == cost and not with_power:
            return "You would have no cube left to trade."
        return ""

    def trade_payments(self, seat: int) -> list[tuple[str, ...]]:
        cost = self.act["cost"]
        out = []
        for way in _ways(cost):
            if all(self.cube(seat, r) >= way.count(r) for r in set(way)):
                out.append(way)
        return out

    def start_trade(self, seat: int, card: str) -> None:
        cost = self.trade_cost(seat, card)
        self.act = {"kind": "trade", "cost": cost, "given": (), "taken": (), "bought": 0}
        if cost:
            ways = self.trade_payments(seat)
            if len(ways) == 1:
                self.pay_trade(seat, ways[0])
            else:
                self.push_step("trade_cost", (seat,))
                return
        self.trade_next(seat)

    def pay_trade(self, seat: int, way: tuple[str, ...]) -> None:
        cost = {r: way.count(r) for r in RES if r in way}
        self.pay(seat, cost)
        self.emit(f"{self.seat_name(seat)} pays {cubes(cost)} to trade.", seat, "trade")

    def swaps(self, seat: int) -> list[tuple[str, str]]:
        a = self.act
        if a["bought"]:
            return []
        base = seat * 4
        gives = [i for i, r in enumerate(RES) if self.cubes[base + i] and r not in a["taken"]]
        takes = [i for i, r in enumerate(RES) if self.bank[i] and r not in a["given"]]
        return [(RES[g], RES[t]) for g in gives for t in takes if g != t]

    def can_buy_victory(self, seat: int) -> bool:
        return self.has(seat, TEMPLE.id) and self.cube(seat, "favor") >= TEMPLE_FAVOR and self.vp_bank > 0

    def trade_next(self, seat: int) -> None:
        if self.swaps(seat) or self.can_buy_victory(seat):
            if self.flow[-1][0] != "trade":
                if self.flow[-1][0] == "trade_cost":
                    self.flow.pop()
                self.push_step("trade", (seat,))
            return
        if self.flow[-1][0] in ("trade", "trade_cost"):
            self.flow.pop()
        self.action_done()

    # ------------------------------------------------------------------ Next Age
    def next_age_problem(self, seat: int, card: str, with_power: bool) -> str:
        age = self.age[seat]
        if age >= MYTHIC:
            return "You are in the Mythic Age, the last one."
        cost = D.next_age_cost(card, AGES[age + 1])
        god = CARD[card].god
        favor_first = god.favor if with_power and god is not None and self.cur.get("card") != card else 0
        if not self.can_pay(seat, {**cost, "favor": cost["favor"] + favor_first}):
            after = f" after the {favor_first} Favor of the god power" if favor_first else ""
            return (f"The {age_name(age + 1)} Age costs {cubes(cost)} with this card{after}; you have "
                    f"{cubes(self.purse(seat))}.")
        return ""

    def start_next_age(self, seat: int, card: str) -> None:
        age = self.age[seat] + 1
        cost = D.next_age_cost(card, AGES[age])
        self.pay(seat, cost)
        self.age[seat] = age
        self.emit(f"{self.seat_name(seat)} pays {cubes(cost)} and enters the {age_name(age)} Age.", seat, "age")
        self.action_done()


@MOVES.add
class PayTrade(AomMove):
    kind = "pay_trade"
    args = {"cubes": tuple}

    def options(self, game, seat):
        return [act("pay_trade", cubes=way) for way in game.trade_payments(seat)]

    def problem(self, game, seat, action):
        if action["cubes"] in game.trade_payments(seat):
            return ""
        return f"Pay exactly {plural(game.act['cost'], 'cube')} that you hold, of any resources."

    def apply(self, game, seat, action):
        game.pay_trade(seat, action["cubes"])
        game.trade_next(seat)

    def describe(self, game, action):
        return f"Pay {one_each(action['cubes'])} to trade"


@MOVES.add
class Swap(AomMove):
    kind = "swap"
    args = {"give": str, "take": str}

    def options(self, game, seat):
        return [act("swap", give=g, take=t) for g, t in game.swaps(seat)]

    def problem(self, game, seat, action):
        give, take = action["give"], action["take"]
        if give not in RES or take not in RES or give == take:
            return "Swap a cube of one resource for a cube of another."
        if (give, take) in game.swaps(seat):
            return ""
        if game.act["bought"]:
            return "Trading comes before buying victory cubes."
        if not game.cube(seat, give):
            return f"You have no {res_name(give)} to give."
        if not game.bank[RES.index(take)]:
            return f"The bank has no {res_name(take)} left."
        return "A cube taken in this trade is not given back, nor a resource given taken back."

    def apply(self, game, seat, action):
        give, take = action["give"], action["take"]
        game.pay(seat, {give: 1})
        game.take(seat, take, 1)
        a = game.act
        if give not in a["given"]:
            a["given"] = (*a["given"], give)
        if take not in a["taken"]:
            a["taken"] = (*a["taken"], take)
        game.emit(f"{game.seat_name(seat)} trades 1 {res_name(give)} for 1 {res_name(take)}.", seat, "trade")
        game.trade_next(seat)

    def describe(self, game, action):
        return f"Trade 1 {res_name(action['give'])} for 1 {res_name(action['take'])}"


@MOVES.add
class BuyVp(AomMove):
    kind = "buy_vp"

    def options(self, game, seat):
        return [act("buy_vp")] if game.can_buy_victory(seat) else []

    def problem(self, game, seat, action):
        if not game.has(seat, TEMPLE.id):
            return "Only the owner of a Great Temple buys victory cubes."
        if game.cube(seat, "favor") < TEMPLE_FAVOR:
            return f"A victory cube costs {TEMPLE_FAVOR} Favor; you have {game.cube(seat, 'favor')}."
        if not game.vp_bank:
            return "The bank has no victory cube left."
        return ""

    def apply(self, game, seat, action):
        game.pay(seat, {"favor": TEMPLE_FAVOR})
        game.vp_bank -= 1
        game.vp[seat] += 1
        game.act["bought"] += 1
        last = " It was the bank's last: this is the last turn." if not game.vp_bank else ""
        game.emit(f"{game.seat_name(seat)} buys a victory cube for {TEMPLE_FAVOR} Favor at the Great Temple.{last}",
                  seat, "vp")
        game.trade_next(seat)

    def describe(self, game, action):
        return f"Buy a victory cube for {TEMPLE_FAVOR} Favor (Great Temple)"


@MOVES.add
class TradeDone(AomMove):
    kind = "trade_done"

    def options(self, game, seat):
        return [act("trade_done")]

    def apply(self, game, seat, action):
        game.flow.pop()
        game.action_done()

    def describe(self, game, action):
        return "Stop trading"
