"""3. Resolve battles, conquest and tribute demands (rulebook §3; Solitaire Rules).

A battle compares the strength (armies + Formations + Navy) with the foe's: more gains the difference as
tribute (a conquest also fills a Conquest box), less marks the difference in skulls, a tie nothing; one
army (and one ship, with Navy) is lost in any case. A conquest fate result offers a battle against the
filled Conquest boxes to a player with an army. A tribute demand compares the strength, clockwise, with
each opponent's: a weaker opponent with a good answers (a sub-step pushed for that seat on the flow) by
giving 1 good or letting the demander gain the difference; in solitaire the opponent is the round number
and never gives a good. Then step 4.

Moves: conquer, no_conquest (the active seat); give_good, refuse_good (the asked opponent)."""
from __future__ import annotations

from dawnofempires_gui.engine.words import join, plural
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.state import (CONQUER, GIVE_GOOD, GOODS_TOP, MOVES, NAVY, NO_CONQUEST,
                                                      REFUSE_GOOD, IronMove, IronState)


class BattleRules(IronState):
    def battle(self, seat: int, against: int, foe: str, conquest: bool = False) -> None:
        total = self.strength(seat)
        if total > against:
            gain = total - against
            self.gain_tribute(seat, gain)
            result = f"wins and gains {gain} tribute"
            if conquest and self.conquest[seat] < D.CONQUEST_TOP:
                self.conquest[seat] += 1
                result += " and fills in a Conquest box"
        elif total < against:
            loss = against - total
            self.mark_skulls(seat, loss)
            result = f"loses and fills in {plural(loss, 'skull')}"
        else:
            result = "ties"
        losses = []
        if self.army[seat] > 0:
            self.army[seat] -= 1
            losses.append("1 army")
        if self.devs[seat] & NAVY and self.ships[seat] > 0:
            self.ships[seat] -= 1
            losses.append("1 ship")
        lost = f"; {join(losses)} lost" if losses else ""
        self.emit(f"{self.seat_name(seat)} battles {foe}: {total} against {against}, {result}{lost}.", seat, "battle")

    def battles_step(self) -> None:
        seat = self.active
        if self.fate == "conquest":
            if self.army[seat] >= 1:
                self.set_step("conquest", (seat,))
                return
            self.emit(f"{self.seat_name(seat)} has no army to attack the neighbouring tribe.", seat, "battle")
        elif self.fate == "tribute":
            self.start_demand()
            return
        self.enter_build()

    # --- the tribute demand
    def start_demand(self) -> None:
        seat = self.active
        name = self.seat_name(seat)
        total = self.strength(seat)
        if self.solo:  # against the round number; the solitaire opponent never gives a good
            other = self.round
            if total > other:
                self.gain_tribute(seat, total - other)
                self.emit(f"{name} demands tribute: {total} against {other}, gains {total - other} tribute.", seat,
                          "tribute")
            else:
                self.emit(f"{name} demands tribute: {total} against {other}, no tribute.", seat, "tribute")
            self.enter_build()
            return
        self.emit(f"{name} demands tribute with a strength of {total}.", seat, "tribute")
        self.set_step("battles", (seat,), total, tuple((seat + k) % self.n for k in range(1, self.n)))
        self.continue_demand()

    def continue_demand(self) -> None:
        """Compare the opponents still in the demand's frame (on top of the flow), clockwise; push the
        answer of the first weaker one who has a good to give."""
        _, seats, total, queue = self.flow[-1]
        for k, opp in enumerate(queue):
            theirs = self.strength(opp)
            if total > theirs:
                if self.goods[opp] > 0:
                    self.set_step("battles", seats, total, queue[k + 1:])
                    self.push_step("tribute", (opp,), total)
                    return
                self.gain_demand(opp, total)
            else:
                self.emit(f"{self.seat_name(opp)} is not weaker ({theirs} against {total}): no tribute.", opp,
                          "tribute")
        self.enter_build()

    def gain_demand(self, opp: int, total: int) -> None:
        seat = self.active
        theirs = self.strength(opp)
        self.gain_tribute(seat, total - theirs)  # gained, never taken: the opponent loses nothing
        self.emit(f"{self.seat_name(seat)} gains {total - theirs} tribute from {self.seat_name(opp)} "
                  f"({total} against {theirs}).", seat, "tribute")


@MOVES.add
class Conquer(IronMove):
    kind = "conquer"

    def options(self, game, seat):
        return (CONQUER,)

    def out_of_step(self, game, seat, action):
        if game.fate == "conquest" and game.army[game.active] < 1 and game.step() in ("build", "buy", "store"):
            return "Attacking the neighbouring tribe needs at least 1 army; you have none."
        return game.not_now()

    def apply(self, game, seat, action):
        game.battle(seat, game.conquest[seat], "the neighbouring tribe", conquest=True)
        game.enter_build()

    def describe(self, game, action):
        seat = game.active
        return f"Attack the neighbouring tribe ({game.strength(seat)} against {game.conquest[seat]})"


@MOVES.add
class NoConquest(IronMove):
    kind = "no_conquest"

    def options(self, game, seat):
        return (NO_CONQUEST,)

    def apply(self, game, seat, action):
        game.emit(f"{game.seat_name(seat)} does not attack the neighbouring tribe.", seat, "battle")
        game.enter_build()

    def describe(self, game, action):
        return "Do not attack"


@MOVES.add
class GiveGood(IronMove):
    kind = "give_good"

    def options(self, game, seat):
        return (GIVE_GOOD,) if game.goods[seat] > 0 else ()

    def problem(self, game, seat, action):
        return "" if game.goods[seat] > 0 else "You have no good to give."

    def apply(self, game, seat, action):
        active = game.active
        game.pop_step()
        game.goods[seat] -= 1
        game.goods[active] = min(GOODS_TOP, game.goods[active] + 1)
        game.emit(f"{game.seat_name(seat)} gives {game.seat_name(active)} 1 good instead of tribute.", seat, "tribute")
        game.continue_demand()

    def describe(self, game, action):
        return f"Give {game.seat_name(game.active)} 1 good instead of tribute"


@MOVES.add
class RefuseGood(IronMove):
    kind = "refuse_good"

    def options(self, game, seat):
        return (REFUSE_GOOD,)

    def apply(self, game, seat, action):
        total = game.flow[-1][2]
        game.pop_step()
        game.gain_demand(seat, total)
        game.continue_demand()

    def describe(self, game, action):
        return f"Keep your goods; {game.seat_name(game.active)} gains tribute"
