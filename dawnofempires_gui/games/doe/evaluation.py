"""The computer's judgement of a position (Game.evaluate): what the search player scores a playout with when it
cuts it short. Pure Python; it only reads the state.

What wins Dawn of Empires: a point per hut on the map and per technology (a legend, Palace and the wonders
too, and a point per player with less military experience). Technologies cost one to three science, a hut
a Grow's food, so the points come from Harvests: each town takes up to its size in cubes from the explored
tiles around it, a cube about two resources. So each seat is given a worth in points:

  points     the running score
  harvest    HARVEST per cube a Harvest would bring now: the huts on the map, no more than the explored
             tiles round its towns it may collect from (each gives one cube), less one per unhappy face
             not cancelled (a cube lost each Harvest)
  resources  per unit on the tracks, below what they buy (a technology is a point for one to three science,
             a hut a point for four food; production and money build, money pays upkeep), so that the
             search spends them; wealth least, for it is lost at the end of a Harvest (unless Court)
  buildings  IMPROVEMENT for each city improvement (its effect at every Harvest); a wonder scores its points
  units      a settler on the map (a town to come), a warrior on the map (it explores, guards the tiles a
             town collects from, raids, wins experience); MILITARY_EXPERIENCE per point of experience
  upkeep     minus what the next Harvest's town upkeep (food) and military upkeep (money) would take
  the turn   the cubes held in a Harvest under way, about what two resources are worth (they must be converted)

What only pays later (the harvest, units and resources) counts less as the end nears: it is weighted 1 less
the furthest any player has gone towards a trigger of the end (progress_to_end), and FINAL once the end is
triggered (every player has one more turn). The margin of each seat's worth over the best other seat's is
squashed to 0..1 by SCORE_SCALE, as the engine's default does with the points alone; a finished game scores
its result.

Normal and hard judge the position where their tree ends, with no random moves after it (PLAYOUT_MOVES): random
rondel moves spoil an empire in ways no player would, and the judgement above says more. Seeded matches, 2
players: normal (20 random moves a playout) won 3 of 10 against easy (8); normal with none won 6 of 6 against
normal with 8, 6 of 6 against easy with 8 and 6 of 8 against easy with none.

Easy plays its level's 8 random moves before it judges (a cruder look-ahead), and that, not the iterations, is what
sets the levels apart. With no random moves at any level the iterations hardly changed how well the search played:
easy (60) beat easy with 20 by a mean margin of +0.8 (24 games, deals 300-311), and normal (400) against easy made
-0.0 (24 games, deals 1-12), -1.1 (deals 300-311) and -1.2 (deals 700-711). The moves' judgements differ by tenths
of a point, small beside the search's exploration (a point of margin squashed by SCORE_SCALE 3 is 0.08), so below
its root the tree tries moves almost evenly: a deeper tree averages over more moves no player would make, as random
playouts do (in one position examined normal took the grow space with no food to grow, its subtree reaching the
next turn's research, rather than a Harvest, whose long turn kept its subtree in the turn; in the positions of 4
games between easy seats it took grow where easy took the Harvest 11 times, never the other way).
Tried with no random moves, normal's margin over easy in 16 games (deals 300-307; -0.5 as it was): science 0.4,
food 0.25, production and money 0.1: -2.2; settler 0.3, improvement 0.2, warrior 0.1: +0.2; SCORE_SCALE 1: -0.8;
the tree cut at the searching seat's next turn: -1.5. With easy's random moves normal made +3.3 over easy in those
16 games and +3.4 in 24 fresh ones (deals 700-711, won 20.5 of 24; -1.2 before, won 9); hard, whose play this does
not change (nor normal's), made +0.6 over normal in 10 games (deals 800-804). Easy still won 8 of 8 against the
random player (+11.0, deals 900-903).
"""
from __future__ import annotations

from . import data as D
from .state import W

HARVEST = 0.5
RESOURCE = (0.15, 0.15, 0.05, 0.15, 0.25)  # food, production, wealth, money, science: below what they buy
IMPROVEMENT = 0.6  # its effect in the Harvests to come (a Palace scores its point besides)
COURT_WEALTH = 0.15  # wealth kept with Court
SETTLER = 0.8
WARRIOR = 0.3
MILITARY_EXPERIENCE = 0.05
UPKEEP = 0.2  # per food or money the next Harvest's upkeep takes
HELD_CUBE = 0.35  # a cube converts into two resources
FINAL = 0.3


class EvaluationRules:
    """The game class's part for the computer's judgement (see the module's docstring)."""

    PLAYOUT_MOVES = {"normal": 0, "hard": 0}  # easy: its level's random moves (the module's docstring)

    def evaluate(self) -> list[float]:
        if self.over:
            return self.returns()
        later = FINAL if self.final_left >= 0 else max(FINAL, 1.0 - self.progress_to_end())
        return self.by_margin([self.worth(p, later) for p in range(self.n)])

    def progress_to_end(self) -> float:
        """How near the end is, 0..1: the furthest any player has gone towards one of its triggers (12
        technologies, all huts built, 20 military experience). What pays only later is worth less as it nears:
        a race to the twelfth technology is lost by an empire built for Harvests that never come."""
        return max(max(len(self.techs[p]) / 12, (D.HUTS - self.huts_track[p]) / D.HUTS, self.xp[p] / 20)
                   for p in range(self.n))

    def worth(self, p: int, later: float = 1.0) -> float:
        """p's points and what its empire promises, in points (the module's docstring)."""
        value = float(sum(self.score_parts(p).values()))
        terrain, unit_owner = self.terrain, self.unit_owner
        collectable = sum(1 for t in self.town_tiles(p) if terrain[t] is not None and unit_owner[t] in (-1, p))
        cubes = max(0, min(self.huts_on_map(p), collectable) - self.unhappy(p))
        res = self.res[p]
        future = HARVEST * cubes + sum(r * n for r, n in zip(RESOURCE, res))
        if "court" in self.imps[p]:
            future += (COURT_WEALTH - RESOURCE[W]) * res[W]
        settlers = warriors = 0
        for t, o in enumerate(unit_owner):
            if o == p:
                settlers += self.unit_s[t]
                warriors += self.unit_w[t]
        future += SETTLER * settlers + WARRIOR * warriors + IMPROVEMENT * len(self.imps[p])
        future -= UPKEEP * (self.town_upkeep_due(p) + self.military_upkeep_due(p))
        if p == self.active:
            future += HELD_CUBE * len(self.collected)
        return value + later * future + MILITARY_EXPERIENCE * self.xp[p]
