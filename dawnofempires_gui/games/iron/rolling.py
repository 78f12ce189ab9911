"""1. Roll dice and collect goods and food (rulebook §1, Collect Goods, Collect Food).

A turn starts with one empire die per province or per port, whichever is more, and the fate die. Up to
three rolls: after the first and second, skulls are set aside and any other die is kept or re-rolled.
After the last roll: Leadership may re-roll one die, Omens showing may set one die to any face, each
"2 food or 2 population" die is taken one way; then goods, food, population and innovations are collected
(the food adjusted per food die by the fate die, Irrigation and Aqueducts) and step 2 follows.

Moves: roll, keep(die), release(die), stop, leadership(die), skip_leadership, omens(die, face),
skip_omens, take(die, use). Die -1 is the fate die."""
from __future__ import annotations

from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.state import (DYEWORKS, EMPIRE_FACES, FATE, FATE_FACES, FOOD_TOP, GOODS_TOP,
                                                      KEEP, LEAD, LEADERSHIP, MOVES, OMENS, RELEASE, ROLL,
                                                      SKIP_LEADERSHIP, SKIP_OMENS, STOP, TAKE, IronMove, IronState)
from dawnofempires_gui.games.iron.words import dice_words, die_label, face_name

_NEMPIRE = len(D.EMPIRE_IDS)
_NFATE = len(D.FATE_IDS)


class RollingRules(IronState):
    def start_turn(self, seat: int) -> None:
        self.active = seat
        k = self.empire_dice(seat)
        self.dice = [""] * k
        self.kept = [False] * k
        self.choice = [""] * k
        self.fate = ""
        self.fate_kept = False
        self.rolls = 0
        self.pop = 0
        self.innov = 0
        self.bought = False
        self.set_step("roll", (seat,))

    def roll_dice(self) -> None:
        rng = self.rng
        first = self.rolls == 0
        dice, kept = self.dice, self.kept
        for i, face in enumerate(dice):
            if first or (face != "skull" and not kept[i]):
                dice[i] = D.EMPIRE_IDS[rng.below(_NEMPIRE)]
        if first or (self.fate != "skull" and not self.fate_kept):
            self.fate = D.FATE_IDS[rng.below(_NFATE)]
        self.rolls += 1
        seat = self.active
        self.emit(f"{self.seat_name(seat)} {'rolls' if first else 're-rolls'}: {dice_words(self)}.", seat, "roll",
                  reveals=True)
        if self.rolls >= 3 or (self.fate == "skull" and all(f == "skull" for f in dice)):
            self.finish_rolling()

    def finish_rolling(self) -> None:
        self.kept = [False] * len(self.dice)
        self.fate_kept = False
        if self.devs[self.active] & LEADERSHIP:
            self.set_step("leadership", (self.active,))
        else:
            self.after_leadership()

    def after_leadership(self) -> None:
        if self.fate == "omens":
            self.set_step("omens", (self.active,))
        else:
            self.after_omens()

    def after_omens(self) -> None:
        self.choice = [""] * len(self.dice)
        if "choice" in self.dice:
            self.set_step("choose", (self.active,))
        else:
            self.collect()

    def collect(self) -> None:
        seat = self.active
        ports = self.ports[seat]
        adjust = self.food_adjust(seat)
        goods = food = pop = innov = 0
        for i, face in enumerate(self.dice):
            if face == "goods":
                goods += ports
            elif face == "food3":
                food += max(0, 3 + adjust)
            elif face == "pop3":
                pop += 3
            elif face == "choice":
                if self.choice[i] == "population":  # no food adjustment on a die taken as population
                    pop += 2
                else:
                    food += max(0, 2 + adjust)
            elif face == "innovation":
                innov += 1
            else:  # skull: 1 good and 1 population
                goods += 1
                pop += 1
        if self.fate == "skull":
            goods += 1
            pop += 1
        if self.devs[seat] & DYEWORKS:
            goods += 1
        new_goods = min(GOODS_TOP, self.goods[seat] + goods)
        lost_goods = self.goods[seat] + goods - new_goods
        new_food = min(FOOD_TOP, self.food[seat] + food)
        lost_food = self.food[seat] + food - new_food
        self.goods[seat] = new_goods
        self.food[seat] = new_food
        self.pop = pop
        self.innov = innov
        parts = [
            plural(goods, "good") + (f" ({lost_goods} lost)" if lost_goods else ""),
            plural(food, "food") + (f" ({lost_food} lost)" if lost_food else ""),
            plural(pop, "population"),
            plural(innov, "innovation"),
        ]
        self.emit(f"{self.seat_name(seat)} collects {', '.join(parts)}.", seat, "collect")
        self.feed_and_disasters()


def _die_problem(game: IronState, die: int) -> str:
    if not FATE <= die < len(game.dice):
        return f"There is no die {die + 1}; you roll {len(game.dice)} empire dice and the fate die (-1)."
    return ""


@MOVES.add
class Keep(IronMove):
    kind = "keep"
    args = {"die": int}

    def options(self, game, seat):
        if not game.rolls:
            return ()
        kept = game.kept
        out = [KEEP[i] for i, face in enumerate(game.dice) if face != "skull" and not kept[i]]
        if game.fate != "skull" and not game.fate_kept:
            out.append(KEEP[FATE])
        return out

    def problem(self, game, seat, action):
        die = action["die"]
        if not game.rolls:
            return "Roll the dice first."
        wrong = _die_problem(game, die)
        if wrong:
            return wrong
        if (game.fate if die == FATE else game.dice[die]) == "skull":
            return "A die showing a skull is set aside and cannot be re-rolled."
        if game.fate_kept if die == FATE else game.kept[die]:
            return "That die is already kept."
        return ""

    def apply(self, game, seat, action):
        die = action["die"]
        if die == FATE:
            game.fate_kept = True
        else:
            game.kept[die] = True

    def describe(self, game, action):
        return f"Keep {die_label(game, action['die'])}"


@MOVES.add
class Release(IronMove):
    kind = "release"
    args = {"die": int}

    def options(self, game, seat):
        if not game.rolls:
            return ()
        kept = game.kept
        out = [RELEASE[i] for i, face in enumerate(game.dice) if face != "skull" and kept[i]]
        if game.fate != "skull" and game.fate_kept:
            out.append(RELEASE[FATE])
        return out

    def problem(self, game, seat, action):
        die = action["die"]
        if not game.rolls:
            return "Roll the dice first."
        wrong = _die_problem(game, die)
        if wrong:
            return wrong
        if (game.fate if die == FATE else game.dice[die]) == "skull":
            return "A die showing a skull is set aside and cannot be re-rolled."
        if not (game.fate_kept if die == FATE else game.kept[die]):
            return "That die is already to be re-rolled."
        return ""

    def apply(self, game, seat, action):
        die = action["die"]
        if die == FATE:
            game.fate_kept = False
        else:
            game.kept[die] = False

    def describe(self, game, action):
        return f"Re-roll {die_label(game, action['die'])}"


def _anything_to_reroll(game: IronState) -> bool:
    if game.fate != "skull" and not game.fate_kept:
        return True
    kept = game.kept
    return any(face != "skull" and not kept[i] for i, face in enumerate(game.dice))


@MOVES.add
class Roll(IronMove):
    kind = "roll"

    def options(self, game, seat):
        return (ROLL,) if not game.rolls or _anything_to_reroll(game) else ()

    def problem(self, game, seat, action):
        if not game.rolls:
            return ""
        if game.rolls >= 3:
            return "After the third roll you must keep all your dice."
        return "" if _anything_to_reroll(game) else "Every die is kept or shows a skull: there is nothing to re-roll."

    def apply(self, game, seat, action):
        game.roll_dice()

    def describe(self, game, action):
        return "Roll the dice" if game.rolls == 0 else f"Re-roll the dice not kept (roll {game.rolls + 1} of 3)"


@MOVES.add
class Stop(IronMove):
    kind = "stop"

    def options(self, game, seat):
        return (STOP,) if game.rolls else ()

    def problem(self, game, seat, action):
        return "" if game.rolls else "Roll the dice first."

    def apply(self, game, seat, action):
        game.emit(f"{game.seat_name(seat)} keeps the dice: {dice_words(game)}.", seat, "roll")
        game.finish_rolling()

    def describe(self, game, action):
        return "Keep all the dice"


@MOVES.add
class Leadership(IronMove):
    kind = "leadership"
    args = {"die": int}

    def options(self, game, seat):
        return [LEAD[i] for i in range(len(game.dice))] + [LEAD[FATE]]

    def problem(self, game, seat, action):
        return _die_problem(game, action["die"])  # any die: a skull or the fate die too

    def apply(self, game, seat, action):
        die = action["die"]
        if die == FATE:
            game.fate = D.FATE_IDS[game.rng.below(_NFATE)]
        else:
            game.dice[die] = D.EMPIRE_IDS[game.rng.below(_NEMPIRE)]
        game.emit(f"{game.seat_name(seat)} re-rolls {die_label(game, die)} with Leadership: {dice_words(game)}.",
                  seat, "roll", reveals=True)
        game.after_leadership()

    def describe(self, game, action):
        return f"Leadership: re-roll {die_label(game, action['die'])}"


@MOVES.add
class SkipLeadership(IronMove):
    kind = "skip_leadership"

    def options(self, game, seat):
        return (SKIP_LEADERSHIP,)

    def apply(self, game, seat, action):
        game.after_leadership()

    def describe(self, game, action):
        return "Do not use Leadership"


@MOVES.add
class Omens(IronMove):
    kind = "omens"
    args = {"die": int, "face": str}

    def options(self, game, seat):
        out = [OMENS[(i, f)] for i, face in enumerate(game.dice) for f in D.EMPIRE_IDS if f != face]
        out += [OMENS[(FATE, f)] for f in D.FATE_IDS if f != game.fate]
        return out

    def problem(self, game, seat, action):
        die, face = action["die"], action["face"]
        wrong = _die_problem(game, die)
        if wrong:
            return wrong
        now = game.fate if die == FATE else game.dice[die]
        if face == now or face not in (FATE_FACES if die == FATE else EMPIRE_FACES):
            return "Set a die to a different face of that die."
        return ""

    def apply(self, game, seat, action):
        die, face = action["die"], action["face"]
        before = die_label(game, die)
        if die == FATE:
            game.fate = face
        else:
            game.dice[die] = face
        game.emit(f"{game.seat_name(seat)} uses the Omens to turn {before} to {face_name(die, face)}.", seat, "omens")
        game.after_omens()

    def describe(self, game, action):
        return f"Omens: turn {die_label(game, action['die'])} to {face_name(action['die'], action['face'])}"


@MOVES.add
class SkipOmens(IronMove):
    kind = "skip_omens"

    def options(self, game, seat):
        return (SKIP_OMENS,)

    def apply(self, game, seat, action):
        game.after_omens()

    def describe(self, game, action):
        return "Do not use the Omens"


@MOVES.add
class Take(IronMove):
    kind = "take"
    args = {"die": int, "use": str}

    def options(self, game, seat):
        choice = game.choice
        return [TAKE[(i, use)] for i, face in enumerate(game.dice) if face == "choice" and not choice[i]
                for use in ("food", "population")]

    def problem(self, game, seat, action):
        die = action["die"]
        if not 0 <= die < len(game.dice) or game.dice[die] != "choice":
            return "Only a die showing 2 food or 2 population offers that choice."
        if game.choice[die]:
            return "You already chose for that die."
        if action["use"] not in ("food", "population"):
            return "Choose food or population."
        return ""

    def out_of_step(self, game, seat, action):
        return "Finish rolling first." if game.step() == "roll" else game.not_now()

    def apply(self, game, seat, action):
        game.choice[action["die"]] = action["use"]
        if all(c or f != "choice" for c, f in zip(game.choice, game.dice)):
            game.collect()

    def describe(self, game, action):
        use = action["use"]
        amount = game.choice_amount(game.active, use) if use in ("food", "population") else 2
        return f"Take die {action['die'] + 1} as {amount} {use}"
