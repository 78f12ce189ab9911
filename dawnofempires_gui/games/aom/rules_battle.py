"""Battles: before each round either side may retreat; both pick a battle card in secret (a commit step) and reveal
together; a side whose unit has a choice (go berserk, throw, let the Wadjet stand in) makes it in secret too;
the dice are rolled (base dice, bonuses by type, specials, god powers, Walls and Towers), ties re-rolled unless a
special decides them; the loser is eliminated (or thrown home), with resurrections and the winner's specials."""
from __future__ import annotations

from dawnofempires_gui.engine.words import article, join, plural
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_attack import SIEGE
from dawnofempires_gui.games.aom.rules_state import MOVES, AomMove, AomState, act
from dawnofempires_gui.games.aom.rules_tables import UNIT, power_of
from dawnofempires_gui.games.aom.rules_words import tie_words, unit_name

DEFENCES = {b.effect["area"]: (b.id, b.effect["dice"]) for b in D.BUILDINGS.values() if b.effect.id == "defend_area"}
TACTICS = ("fight", "berserk", "throw", "stand_in")
TACTIC_WORDS = {"fight": "fights", "berserk": "goes berserk", "throw": "tries to throw",
                "stand_in": "lets a {} stand in"}


def sixes(faces: tuple[int, ...]) -> int:
    return faces.count(6)


class BattleRules(AomState):
    def side_of(self, seat: int) -> int:
        return 0 if seat == self.battle["att"] else 1

    def next_round(self) -> None:
        b = self.battle
        if not b["units"][0] or not b["units"][1]:
            winner = 0 if b["units"][0] else 1
            self.end_battle(winner, "No units are left on the other side:" if b["history"] else
                            "One side has no units in the battle:" if b["units"][winner] else
                            "Neither side has units in the battle, so the attack fails:")
            return
        b["round"] += 1
        b["pick"] = ("", "")
        b["fighter"] = ("", "")
        b["tactic"] = ("", "")
        self.push_step("battle", (b["att"], b["def"]))

    def reveal_picks(self, picks: dict) -> None:
        b = self.battle
        a, d = picks[b["att"]], picks[b["def"]]
        if a.kind == "retreat" or d.kind == "retreat":
            who = [self.seat_name(s) for s, p in ((b["att"], a), (b["def"], d)) if p.kind == "retreat"]
            self.end_battle(1 if a.kind == "retreat" else 0, f"{join(who)} retreat{'s' if len(who) == 1 else ''}:")
            return
        b["pick"] = (a["unit"], d["unit"])
        b["fighter"] = b["pick"]
        b["tactic"] = ("fight", "fight")
        self.emit(f"Round {b['round']}: {self.seat_name(b['att'])} shows the {unit_name(a['unit'])}, "
                  f"{self.seat_name(b['def'])} the {unit_name(d['unit'])}.", b["att"], "battle", reveals=True)
        choosing = [s for s in (b["att"], b["def"]) if len(self.tactics(self.side_of(s))) > 1]
        if choosing:
            self.push_step("tactic", choosing)
        else:
            self.resolve_round()

    def tactics(self, side: int) -> list[str]:
        """How the unit on this side may fight this round: plainly, or berserk, or throwing, or by a stand-in."""
        b = self.battle
        unit, other = UNIT[b["pick"][side]], UNIT[b["pick"][1 - side]]
        out = ["fight"]
        if unit.special("berserk") or (side == 0 and b["power"] == "all_berserk"):
            out.append("berserk")
        throw = unit.special("throw")
        if throw and throw["not_vs"] not in other.types:
            out.append("throw")
        if self.stand_in_for(side, unit.id):
            out.append("stand_in")
        return out

    def stand_in_for(self, side: int, unit: str) -> str:
        """A unit of this side in the battle that may fight in `unit`'s place (the Wadjet for the Pharaoh)."""
        for u in self.battle["units"][side]:
            special = UNIT[u].special("stand_in")
            if special and special["for_unit"] == unit and u != unit:
                return u
        return ""

    def reveal_tactics(self, picks: dict) -> None:
        b = self.battle
        tactic = list(b["tactic"])
        fighter = list(b["fighter"])
        for seat, pick in picks.items():
            side = self.side_of(seat)
            tactic[side] = pick["mode"]
            if pick["mode"] == "stand_in":
                fighter[side] = self.stand_in_for(side, b["pick"][side])
        b["tactic"], b["fighter"] = tuple(tactic), tuple(fighter)
        words = []
        for side, s in enumerate((b["att"], b["def"])):
            if tactic[side] != "fight":
                words.append(f"{self.seat_name(s)}'s {unit_name(b['pick'][side])} "
                             + TACTIC_WORDS[tactic[side]].format(unit_name(fighter[side])))
        if words:
            self.emit(join(words) + ".", b["att"], "battle", reveals=True)
        self.resolve_round()

    # ------------------------------------------------------------------ dice
    def defence_negated(self) -> bool:
        """The attacker's Siege Engine Workshop, or a unit of his in the battle that negates Walls and Towers."""
        b = self.battle
        return self.has(b["att"], SIEGE) or any(UNIT[u].special("negate_defenses") for u in b["units"][0])

    def dice(self, side: int) -> tuple[int, list[str]]:
        """The dice of this side's unit this round, and where they come from."""
        b = self.battle
        unit, other = UNIT[b["fighter"][side]], UNIT[b["fighter"][1 - side]]
        parts = [f"{unit.dice} {unit.name}"]
        total = unit.dice
        grown = b["grow"][side].get(unit.id, 0)
        if grown:
            total += grown
            parts.append(f"+{grown} for its kills")
        for bonus in unit.bonuses:
            if bonus.vs in other.types:
                total += bonus.dice
                parts.append(f"+{bonus.dice} against {D.UNIT_TYPES[bonus.vs]}")
        tactic = b["tactic"][side]
        if tactic == "berserk":
            extra = unit.special("berserk")["dice"] if unit.special("berserk") else power_of(b["power_card"])["dice"]
            total += extra
            parts.append(f"+{extra} berserk")
        elif tactic == "throw":
            extra = unit.special("throw")["dice"]
            total += extra
            parts.append(f"+{extra} throwing")
        if unit.special("add_opponent_base_dice"):
            total += other.dice
            parts.append(f"+{other.dice}, the {other.name}'s own dice")
        if side == 0 and b["power"] == "battle_dice_bonus":
            extra = power_of(b["power_card"])["dice"]
            total += extra
            parts.append(f"+{extra} Bragi")
        if side == 1 and b["area"] in DEFENCES:
            building, extra = DEFENCES[b["area"]]
            if self.has(b["def"], building) and not self.defence_negated():
                total += extra
                parts.append(f"+{extra} {D.BUILDINGS[building].name}")
        return total, parts

    def tie_rank(self, side: int) -> int:
        """Who wins equal sixes: a unit that wins ties ranks above, a berserk one below; equal ranks re-roll."""
        b = self.battle
        rank = 1 if UNIT[b["fighter"][side]].special("wins_ties") else 0
        return rank - (1 if b["tactic"][side] == "berserk" else 0)

    def resolve_round(self) -> None:
        b = self.battle
        counts = [self.dice(0), self.dice(1)]
        n0, n1 = counts[0][0], counts[1][0]
        rolls = []
        tie = False
        while True:
            f0 = tuple(self.rng.randint(1, 6) for _ in range(n0))
            f1 = tuple(self.rng.randint(1, 6) for _ in range(n1))
            rolls.append((f0, f1))
            s0, s1 = sixes(f0), sixes(f1)
            if s0 != s1:
                winner = 0 if s0 > s1 else 1
                break
            r0, r1 = self.tie_rank(0), self.tie_rank(1)
            if r0 != r1:
                winner, tie = (0 if r0 > r1 else 1), True
                break
        loser = 1 - winner
        thrown = b["tactic"][winner] == "throw"
        seats = (b["att"], b["def"])
        entry = {"round": b["round"], "cards": b["pick"], "fighters": b["fighter"], "tactics": b["tactic"],
                 "dice": (n0, n1), "rolls": tuple(rolls), "winner": winner, "tie": tie, "thrown": thrown}
        b["history"].append(entry)
        for side in (0, 1):
            self.emit(f"{self.seat_name(seats[side])} rolls {counts[side][0]} dice ({', '.join(counts[side][1])}).",
                      seats[side], "dice")
        for k, faces in enumerate(rolls):
            shown = [f"{self.seat_name(seats[side])} {' '.join(map(str, faces[side]))} "
                     f"({plural(sixes(faces[side]), 'six', 'sixes')})" for side in (0, 1)]
            self.emit(("Re-roll: " if k else "") + "; ".join(shown) + ".", seats[0], "dice")
        lost = b["fighter"][loser]
        how = "throws" if thrown else "defeats"
        why = f": {tie_words(entry)}" if tie else ""
        self.emit(f"{self.seat_name(seats[winner])}'s {unit_name(b['fighter'][winner])} {how} the "
                  f"{unit_name(lost)}{why}.", seats[winner], "battle")
        b["stage"] = ("fall", winner, lost, thrown)
        self.encounter_next()

    # ------------------------------------------------------------------ after an encounter
    def encounter_next(self) -> None:
        b = self.battle
        stage, winner, lost, thrown = b["stage"]
        loser = 1 - winner
        seats = (b["att"], b["def"])
        lseat, wseat = seats[loser], seats[winner]
        if stage == "fall":
            if thrown:
                self.leave_battle(loser, lost)
                self.add_units(lseat, lost, 1)
                self.emit(f"The {unit_name(lost)} lands back in {self.seat_name(lseat)}'s Holding Area.", lseat,
                          "battle")
                b["stage"] = ()
                self.next_round()
                return
            if loser == 0 and b["power"] == "resurrect_first_loss" and not b["isis_used"]:
                b["isis_used"] = True
                self.emit(f"Isis brings the {unit_name(lost)} straight back into the battle.", lseat, "power")
            elif self.can_resurrect(loser, lost):
                b["stage"] = ("kill", winner, lost, thrown)
                self.push_step("resurrect", (lseat,))
                return
            else:
                self.leave_battle(loser, lost)
            stage = "kill"
        if stage == "kill":
            unit = UNIT[b["fighter"][winner]]
            grow = unit.special("grow_per_kill")
            if grow:
                b["grow"][winner][unit.id] = b["grow"][winner].get(unit.id, 0) + grow["dice"]
            spawn = unit.special("spawn_on_kill")
            if spawn:
                made = min(spawn["count"], max(0, self.pieces_left(wseat, spawn["unit"])))
                if made:
                    self.add_units(wseat, spawn["unit"], made)
                    self.emit(f"A new {unit_name(spawn['unit'])} joins {self.seat_name(wseat)}'s Holding Area.",
                              wseat, "battle")
            favor = unit.special("favor_per_kill")
            if favor:
                got = self.take(wseat, "favor", favor["amount"])
                self.emit(f"The {unit.name} brings {self.seat_name(wseat)} {got} Favor.", wseat, "battle")
            if unit.special("rout_on_hero_kill") and UNIT[lost].kind == "hero":
                self.end_battle(winner, f"The {unit.name} has slain the enemy hero and {self.seat_name(lseat)}'s army "
                                        "retreats:")
                return
            reinforce = unit.special("reinforce_per_kill")
            if reinforce and self.units[wseat] and b["units"][loser]:
                b["stage"] = ("check", winner, lost, thrown)
                self.push_step("reinforce", (wseat,), reinforce["count"])
                return
        b["stage"] = ()
        self.next_round()

    def leave_battle(self, side: int, unit: str) -> None:
        b = self.battle
        held = b["units"][side]
        held[unit] -= 1
        if not held[unit]:
            del held[unit]
            b["grow"][side].pop(unit, None)

    def can_resurrect(self, side: int, unit: str) -> bool:
        special = UNIT[unit].special("resurrect")
        b = self.battle
        if not special or not b["units"][side].get(special["requires"]):
            return False
        if unit == special["requires"] and b["units"][side][unit] < 2:
            return False
        return self.cube((b["att"], b["def"])[side], "favor") >= special["favor"]


def _battle_unit_problem(game: BattleRules, seat: int, unit: str) -> str:
    side = game.side_of(seat)
    if unit not in game.battle["units"][side]:
        return f"You have no {unit_name(unit) if unit in UNIT else repr(unit)} left in the battle."
    return ""


@MOVES.add
class Fight(AomMove):
    kind = "fight"
    args = {"unit": str}

    def options(self, game, seat):
        return [act("fight", unit=u) for u in game.battle["units"][game.side_of(seat)]]

    def problem(self, game, seat, action):
        return _battle_unit_problem(game, seat, action["unit"])

    def describe(self, game, action):
        return f"Fight with the {unit_name(action['unit'])}"


@MOVES.add
class Retreat(AomMove):
    kind = "retreat"

    def options(self, game, seat):
        return [act("retreat")]

    def describe(self, game, action):
        return "Retreat with all your units"


@MOVES.add
class Tactic(AomMove):
    kind = "tactic"
    args = {"mode": str}

    def options(self, game, seat):
        return [act("tactic", mode=m) for m in game.tactics(game.side_of(seat))]

    def problem(self, game, seat, action):
        mode = action["mode"]
        if mode in game.tactics(game.side_of(seat)):
            return ""
        return {"berserk": "Only a Huskarl, the Heroic Norse Hero, or any unit under Tyr's Battle Frenzy goes berserk.",
                "throw": "Only a Cyclops throws, and never a Giant.",
                "stand_in": "Only a Wadjet in the battle stands in, and only for the Pharaoh."}.get(
            mode, "Fight plainly, go berserk, throw, or let a stand-in fight.")

    def describe(self, game, action):
        return {"fight": "Fight as usual", "berserk": "Go berserk (+2 dice, but lose on equal sixes)",
                "throw": "Throw (+3 dice; a beaten enemy goes home instead of dying)",
                "stand_in": "Let a Wadjet fight in the Pharaoh's place"}.get(action["mode"], action["mode"])


@MOVES.add
class Resurrect(AomMove):
    kind = "resurrect"

    def options(self, game, seat):
        return [act("resurrect")]

    def apply(self, game, seat, action):
        b = game.battle
        lost = b["stage"][2]
        cost = UNIT[lost].special("resurrect")["favor"]
        game.pay(seat, {"favor": cost})
        game.emit(f"{game.seat_name(seat)} pays {cost} Favor and the Priest brings the {unit_name(lost)} back into the "
                  f"battle.", seat, "battle")
        game.flow.pop()
        game.encounter_next()

    def describe(self, game, action):
        stage = game.battle.get("stage") if game.battle else ()
        if not stage:
            return "Resurrect the fallen unit"
        lost = stage[2]
        return f"Resurrect the {unit_name(lost)} ({UNIT[lost].special('resurrect')['favor']} Favor)"


@MOVES.add
class LetFall(AomMove):
    kind = "let_fall"

    def options(self, game, seat):
        return [act("let_fall")]

    def apply(self, game, seat, action):
        b = game.battle
        game.leave_battle(game.side_of(seat), b["stage"][2])
        game.flow.pop()
        game.encounter_next()

    def describe(self, game, action):
        stage = game.battle.get("stage") if game.battle else ()
        return f"Let the {unit_name(stage[2])} fall" if stage else "Let the fallen unit go"


@MOVES.add
class Reinforce(AomMove):
    kind = "reinforce"
    args = {"unit": str}

    def options(self, game, seat):
        return [act("reinforce", unit=u) for u in game.units[seat]]

    def problem(self, game, seat, action):
        return "" if game.units[seat].get(action["unit"]) else "Bring a unit from your Holding Area."

    def apply(self, game, seat, action):
        unit = action["unit"]
        b = game.battle
        side = game.side_of(seat)
        game.add_units(seat, unit, -1)
        b["units"][side][unit] = b["units"][side].get(unit, 0) + 1
        left = game.flow[-1][2] - 1
        game.flow.pop()
        game.emit(f"{game.seat_name(seat)} brings {article(unit_name(unit))} into the battle.", seat, "battle")
        if left > 0 and game.units[seat]:
            game.push_step("reinforce", (seat,), left)
            return
        game.encounter_next()

    def describe(self, game, action):
        return f"Bring {article(unit_name(action['unit']))} into the battle"


@MOVES.add
class NoReinforce(AomMove):
    kind = "no_reinforce"

    def options(self, game, seat):
        return [act("no_reinforce")]

    def apply(self, game, seat, action):
        game.flow.pop()
        game.encounter_next()

    def describe(self, game, action):
        return "Bring no unit"
