"""The end of a turn, of a round and of the game; the final tally (rulebook: Play, Game End and Winning,
Solitaire Rules).

After every player's turn the end conditions are checked (short game: a 5th development, 30 tribute, all
monuments but one built; full game: 7th, 50, all; solitaire: 8 rounds). Scores: monuments, developments
and their bonuses, 2 per wealth, 1 per tribute, -1 per skull; a tie goes to the most pegged positions,
then is shared."""
from __future__ import annotations

from dawnofempires_gui.engine import ScoreSheet
from dawnofempires_gui.engine.words import join
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.state import (AQUEDUCTS, CITIZENSHIP, COMMERCE, DEV_POINTS, EMPIRE, NAVY,
                                                      NMON, SHIPMAKING, IronState)
from dawnofempires_gui.games.iron.words import points


class EndRules(IronState):
    def end_turn(self) -> None:
        seat = self.active
        self.pop = 0  # innovations and population left over are lost
        self.innov = 0
        if seat + 1 < self.n:
            self.start_turn(seat + 1)
            return
        if self.end_conditions():
            self.flow.clear()
            self.dice, self.kept, self.choice, self.fate = [], [], [], ""
            sheet = self.scores()
            if self.solo:
                self.emit(f"The game is over: {self.seat_name(0)} scores {points(sheet.totals[0])}.", None, "end")
            else:
                totals = ", ".join(f"{self.seat_name(s)} {t}" for s, t in enumerate(sheet.totals))
                winners = join(self.seat_name(s) for s in sheet.winners)
                self.emit(f"The game is over. {totals}. Winner: {winners}.", None, "end")
            return
        self.round += 1
        self.emit(f"Round {self.round} begins.", None, "round")
        self.start_turn(0)

    def end_conditions(self) -> list[str]:
        """The game-end conditions met so far (checked after each complete round)."""
        if self.solo:
            return [f"{D.SOLO_ROUNDS} rounds played"] if self.round >= D.SOLO_ROUNDS else []
        cfg = D.END[self.length]
        met = []
        for s in range(self.n):
            if self.dev_count(s) >= cfg["developments"]:
                met.append(f"{self.seat_name(s)} has {cfg['developments']} developments")
            if self.tribute[s] >= cfg["tribute"]:
                met.append(f"{self.seat_name(s)} has {cfg['tribute']} or more tribute")
        if self.monuments_built() >= NMON - cfg["monuments_left"]:
            met.append("enough monuments have been built")
        return met

    # ------------------------------------------------------------------ scores
    def score_parts(self, seat: int) -> dict[str, int]:
        """The running score, in the categories of the final tally."""
        mons = 0
        built = 0
        base = seat * NMON
        for m in range(NMON):
            if self.mon[base + m] >= D.MON_BOXES[m]:
                built += 1
                mons += D.MON_FIRST[m] if self.mon_first[m] == seat else D.MON_LATER[m]
        devs = self.devs[seat]
        dev_points = sum(p for i, p in enumerate(DEV_POINTS) if devs >> i & 1)
        bonus = 0
        ships = self.ships[seat]
        if devs & SHIPMAKING:
            bonus += ships
        if devs & AQUEDUCTS:
            bonus += self.food[seat] // 3
        if devs & NAVY:
            bonus += ships
        if devs & CITIZENSHIP:
            bonus += 3 * built
        if devs & EMPIRE:
            bonus += self.provinces[seat] + self.army[seat]
        if devs & COMMERCE:
            bonus += self.ports[seat] + ships
        return {
            "Monuments": mons,
            "Developments": dev_points,
            "Development bonuses": bonus,
            "Wealth": D.WEALTH_POINTS * self.wealth[seat],
            "Tribute": self.tribute[seat],
            "Skulls": -self.skulls[seat],
        }

    def score(self, seat: int) -> int:
        return sum(self.score_parts(seat).values())

    def scores(self) -> ScoreSheet:
        n = self.n
        parts = [self.score_parts(s) for s in range(n)]
        totals = [sum(p.values()) for p in parts]
        best = max(totals)
        leaders = [s for s in range(n) if totals[s] == best]
        tie_break = ""
        winners = leaders
        if len(leaders) > 1:
            most = max(self.pegged_positions(s) for s in leaders)
            winners = [s for s in leaders if self.pegged_positions(s) == most]
            tie_break = "Tied on points: the most pegged positions on the pegboard wins."
            if len(winners) > 1:
                tie_break += " Still tied: the victory is shared."
        notes = []
        if self.solo:
            total = totals[0]
            verdict = "beats" if total > D.SOLO_TARGET else ("equals" if total == D.SOLO_TARGET else "falls short of")
            notes.append(f"Solitaire: {total} points {verdict} the target of {D.SOLO_TARGET}.")
        return ScoreSheet(categories=list(parts[0]), points=parts, totals=totals, winners=winners,
                          tie_break=tie_break, notes=notes)
