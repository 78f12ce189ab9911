"""Research (§4.2): take an available technology from the supply, paying its cost in science. Never the
same technology twice, at most three of one colour; copies run out (§9). Philosophy takes another at
once; Militia brings an extra warrior (§9.4: lost on a full track in edition 1, kept beside it in 2)."""
from __future__ import annotations

from dawnofempires_gui.engine import Action

from . import data as D
from .state import MOVES, DoeMove, S

RESEARCH = {t: Action("research", tech=t) for t in D.TECHS}
COST = {t: d.cost for t, d in D.TECHS.items()}
COLOUR = {t: d.colour for t, d in D.TECHS.items()}


class ResearchRules:
    """The game class's part for Research."""

    def research_problem(self, p: int, t: str) -> str:
        tech = D.TECHS.get(t)
        if tech is None:
            return "There is no such technology."
        if t in self.techs[p]:
            return f"You already have {tech.name}; a technology cannot be researched twice."
        if self.tech_left[t] <= 0:
            return f"No {tech.name} tile is left in the supply."
        if sum(1 for x in self.techs[p] if D.TECHS[x].colour == tech.colour) >= 3:
            return f"You already hold 3 {tech.colour} technologies, the most allowed."
        if self.res[p][S] < tech.cost:
            return f"{tech.name} costs {tech.cost} science; you have {self.res[p][S]}."
        return ""

    def gain_extra_warrior(self, p: int) -> None:
        """Militia: a warrior more on the military upkeep track. On a full track edition 1 loses it;
        edition 2 keeps it beside the track, where it fills the first space freed."""
        space = self.empty_spaces(p) > 0
        if space or self.rules.militia_full_track == "beside":
            self.war_track[p] += 1
            self.warriors_total[p] += 1
            beside = "" if space else " (beside the full track until a space is free)"
            self.emit(f"{self.name(p)} gains an extra warrior on the military upkeep track{beside}.", p, "research")
        else:
            self.emit(f"{self.name(p)}'s military upkeep track is full: the extra warrior is lost.", p, "research")


@MOVES.add
class Research(DoeMove):
    kind = "research"
    args = {"tech": str}

    def options(self, game, seat):
        have = game.techs[seat]
        science = game.res[seat][S]
        full = {c for c in D.COLOURS if sum(1 for t in have if D.TECHS[t].colour == c) >= 3}
        left = game.tech_left
        return [a for t, a in RESEARCH.items()
                if COST[t] <= science and left[t] > 0 and t not in have and COLOUR[t] not in full]

    def why_not(self, game, seat, action):
        return game.research_problem(seat, action["tech"])

    def wrong_step(self, game, seat, action):
        return "Research is not the action you chose this turn."

    def apply(self, game, seat, action):
        t = action["tech"]
        tech = D.TECHS[t]
        game.res[seat][S] -= tech.cost
        game.tech_left[t] -= 1
        game.techs[seat].append(t)
        game.emit(f"{game.name(seat)} researches {tech.name} (−{tech.cost} science).", seat, "research")
        if tech.extra_warrior:
            game.gain_extra_warrior(seat)
        game.set_base("research_bonus" if tech.extra_research and game.step == "research" else "done")

    def describe(self, game, action):
        t = D.TECHS.get(action["tech"])
        return f"Research {t.name} ({t.cost} science)" if t else "Research"
