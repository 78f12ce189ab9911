"""III.A Resource Collection: every player with a Town Center takes his Age's points (50, 75, 100 or 125)
in any of the four kinds, split as he likes; then allies may give each other resources, the giver paying
a fee of 25% of each amount on top, in the same resource, rounded up. No balance ever goes below 0.

All players collect at once: the step "resources" lists every player still collecting or giving, and each
of them acts in any order. What a player takes and gives is seen by his team only; the others read how
many points (the public count of each balance).

Moves: collect, transfer, transfer_what, transfer_amount, transfer_cancel, resources_done.
"""
from __future__ import annotations

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.aoe.kinds import COLLECT, FEE_PERCENT, RESOURCES, fee_on
from dawnofempires_gui.games.aoe.state import MOVES, AoeMove, AoeState

STEP = 5  # the amounts offered go by 5 (any whole amount is allowed)
_ACTIONS: dict[tuple, Action] = {}
TRANSFER, CANCEL, DONE = Action("transfer"), Action("transfer_cancel"), Action("resources_done")


def _cached(name: str, **args) -> Action:
    key = (name, *args.values())
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = Action(name, **args)
    return action


_COLLECT = {(k, a): Action("collect", resource=k, amount=a) for k in RESOURCES for a in range(1, 126)}


def amounts_up_to(top: int) -> list[int]:
    """5, 10, ... and `top` itself: the amounts offered when any amount from 1 to `top` may be chosen."""
    found = list(range(STEP, top + 1, STEP))
    if top > 0 and (not found or found[-1] != top):
        found.append(top)
    return found


def most_to_give(have: int) -> int:
    """The largest amount a player holding `have` of a resource can give, the fee paid on top. The fee is
    rounded up, so a gift costs at least its amount and a quarter: no more than `have` / 1.25 can be given."""
    x = have * 100 // (100 + FEE_PERCENT)
    while x > 0 and x + fee_on(x) > have:
        x -= 1
    return x


class CollectionRules(AoeState):
    def stage_collect(self) -> None:
        self.rolls = []
        self.emit(f"Turn {self.turn} begins: Resource Collection.", None, "turn")
        for s in self.playing():
            self.giving[s] = None
            if self.has_finished(s, "town_center"):
                self.collect_left[s] = COLLECT[self.ages[s]]
            else:
                self.collect_left[s] = 0
                self.emit(f"{self.seat_name(s)} has no Town Center and collects nothing this turn.", s, "collect")
        seats = [s for s in self.playing() if self.resources_pending(s)]
        if seats:
            self.push_step("resources", seats)
        self.stage = "roll"

    def can_give(self, seat: int) -> bool:
        return bool(self.allies(seat)) and any(most_to_give(v) > 0 for v in self.purses[seat].values())

    def resources_pending(self, seat: int) -> bool:
        return self.collect_left[seat] > 0 or self.giving[seat] is not None or self.can_give(seat)

    def resources_finished(self, seat: int, force: bool = False) -> None:
        """The seat is done with this phase (it said so, or it has nothing left to do)."""
        if not force and self.resources_pending(seat):
            return
        step, seats = self.top_step()[:2]
        left = tuple(s for s in seats if s != seat)
        if left:
            self.set_step("resources", left)
        else:
            self.pop_step()

    def team_audience(self, seat: int) -> tuple[int, ...]:
        return (seat, *self.allies(seat))


@MOVES.add
class Collect(AoeMove):
    kind = "collect"
    args = {"resource": str, "amount": int}

    def options(self, game, seat):
        left = game.collect_left[seat]
        if left <= 0:
            return []
        steps = amounts_up_to(left)
        return [_COLLECT[(k, a)] for k in RESOURCES for a in steps]

    def problem(self, game, seat, action):
        left = game.collect_left[seat]
        if action["resource"] not in RESOURCES:
            return "The resources are food, wood, gold and stone."
        if left <= 0:
            return "You have taken all your resource points this turn."
        if not 1 <= action["amount"] <= left:
            return f"You have {plural(left, 'resource point')} left to take this turn."
        return ""

    def apply(self, game, seat, action):
        kind, amount = action["resource"], action["amount"]
        game.purses[seat][kind] += amount
        game.collect_left[seat] -= amount
        left = game.collect_left[seat]
        more = f" ({plural(left, 'point')} left to take)" if left else ""
        name = game.seat_name(seat)
        game.emit(f"{name} takes {amount} {kind}{more}.", seat, "collect", audience=game.team_audience(seat),
                  others=f"{name} takes {plural(amount, 'resource point')}.")
        game.resources_finished(seat)

    def describe(self, game, action):
        return f"Take {action['amount']} {action['resource']}"


@MOVES.add
class Transfer(AoeMove):
    kind = "transfer"

    def options(self, game, seat):
        return [TRANSFER] if not self.problem(game, seat, TRANSFER) else []

    def problem(self, game, seat, action):
        if not game.allies(seat):
            return "Only allies may give each other resources."
        if game.collect_left[seat] > 0:
            return "First take this turn's resource points."
        if game.giving[seat] is not None:
            return "You are already giving resources."
        if not game.can_give(seat):
            return "You hold too little to give anything and pay the 25% fee."
        return ""

    def apply(self, game, seat, action):
        game.giving[seat] = ()

    def describe(self, game, action):
        return f"Give resources to an ally (a fee of {FEE_PERCENT}% is paid on top)"


@MOVES.add
class TransferWhat(AoeMove):
    kind = "transfer_what"
    args = {"to": int, "resource": str}

    def options(self, game, seat):
        if game.giving[seat] != ():
            return []
        purse = game.purses[seat]
        return [_cached("transfer_what", to=a, resource=k) for a in game.allies(seat) for k in RESOURCES
                if most_to_give(purse[k]) > 0]

    def problem(self, game, seat, action):
        if game.giving[seat] != ():
            return "First choose to give resources."
        if action["to"] not in game.allies(seat):
            return "Resources may be given only to an ally still in the game."
        if action["resource"] not in RESOURCES:
            return "The resources are food, wood, gold and stone."
        if most_to_give(game.purses[seat][action["resource"]]) <= 0:
            return f"You hold too little {action['resource']} to give any and pay the 25% fee."
        return ""

    def apply(self, game, seat, action):
        game.giving[seat] = (action["to"], action["resource"])

    def describe(self, game, action):
        return f"Give {action['resource']} to {game.seat_name(action['to'])}"


@MOVES.add
class TransferAmount(AoeMove):
    kind = "transfer_amount"
    args = {"amount": int}

    def options(self, game, seat):
        giving = game.giving[seat]
        if not giving:
            return []
        return [_cached("transfer_amount", amount=a) for a in amounts_up_to(most_to_give(game.purses[seat][giving[1]]))]

    def problem(self, game, seat, action):
        giving = game.giving[seat]
        if not giving:
            return "First choose what to give, and to whom."
        kind, amount = giving[1], action["amount"]
        top = most_to_give(game.purses[seat][kind])
        if not 1 <= amount <= top:
            return (f"Giving {amount} {kind} costs {amount + fee_on(amount)} with the 25% fee; you can give at most "
                    f"{top}.")
        return ""

    def apply(self, game, seat, action):
        to, kind = game.giving[seat]
        amount = action["amount"]
        fee = fee_on(amount)
        game.purses[seat][kind] -= amount + fee
        game.purses[to][kind] += amount
        game.giving[seat] = None
        name, other = game.seat_name(seat), game.seat_name(to)
        game.emit(f"{name} gives {other} {amount} {kind} and pays a fee of {fee} {kind}.", seat, "transfer",
                  audience=game.team_audience(seat),
                  others=f"{name} gives {other} {plural(amount, 'resource point')} (a fee of {fee} is lost).")
        game.resources_finished(seat)

    def describe(self, game, action):
        amount = action["amount"]
        return f"Give {amount} and pay a fee of {fee_on(amount)} on top"


@MOVES.add
class TransferCancel(AoeMove):
    kind = "transfer_cancel"

    def options(self, game, seat):
        return [CANCEL] if game.giving[seat] is not None else []

    def problem(self, game, seat, action):
        return "" if game.giving[seat] is not None else "You are not giving anything."

    def apply(self, game, seat, action):
        game.giving[seat] = None
        game.resources_finished(seat)

    def describe(self, game, action):
        return "Give nothing after all"


@MOVES.add
class ResourcesDone(AoeMove):
    kind = "resources_done"

    def options(self, game, seat):
        return [DONE] if not self.problem(game, seat, DONE) else []

    def problem(self, game, seat, action):
        if game.collect_left[seat] > 0:
            return f"First take your {plural(game.collect_left[seat], 'resource point')} of this turn."
        if game.giving[seat] is not None:
            return "First finish or cancel the gift."
        return ""

    def apply(self, game, seat, action):
        game.resources_finished(seat, force=True)

    def describe(self, game, action):
        return "Done with resources this turn"
