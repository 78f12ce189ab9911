"""The state of an Age of Empires game and the questions every chapter asks of it (pure Python, never Qt).

The attributes are listed in the package's docstring (dawnofempires_gui/games/aoe/__init__.py), for the
board. Pieces are plain dicts in `pieces` (id -> piece), so that clone() copies a few small dicts:

  {"id": 7, "type": "villager", "owner": 0, "square": 53, "steps": 1, "red": 0, "black": 0,
   "down": False, "at": -1}

`down` is True for a building laid face down (a foundation) and for a unit in training, whose `at` is the
building training it. `steps` is the F left; `red` and `black` count the hit markers on it.
"""
from __future__ import annotations

from collections.abc import Iterator

from dawnofempires_gui.engine import HIDDEN, Action, Game, Move, Moves, Rng
from dawnofempires_gui.games.aoe.kinds import (BOARDS, FOUNDATION, KINDS, PER_HOUSE, PER_TOWN_CENTER, RESOURCES,
                                               START_RESOURCES, Board, Kind)
from dawnofempires_gui.games.aoe.words import PHASE_NAMES, STEP_WORDS, square_name

MOVES = Moves()

# The stages of turn.py that belong to another phase than their first word says.
STAGE_PHASE = {"roll": "command", "complete": "movement", "move": "movement", "move_auto": "movement",
               "build": "movement", "end": "movement"}
# The phase each decision belongs to (the attack steps: the phase of the attacker deciding).
STEP_PHASE = {"civilization": "setup", "setup": "setup", "resources": "collect", "command": "command",
              "pick": "command", "move": "movement", "site": "movement", "found": "movement", "produce": "movement"}

# every container of the state that a clone copies (pieces and purses are copied one level deeper)
_FLAT_LISTS = ("civs", "ages", "advancing", "eliminated", "over_limit", "collect_left", "giving", "order",
               "order_rolls", "queue", "waiting", "aim", "picking", "lead", "rolls", "winners")


class AoeMove(Move):
    """A move of this game: out of its step it says what the table is doing now."""

    def out_of_step(self, game: AoeState, seat: int, action: Action) -> str:
        step = game.top_step()[0]
        return f"Not now: the table is {STEP_WORDS.get(step, 'busy')}."


class AoeState(Game):
    game_id = "aoe"
    default_options = {"team_game": "long", "civilizations": "choose", "turn_limit": 0}

    def __init__(self, seats, options, seed):
        super().__init__(seats, options, seed)
        n = self.n = len(self.seats)
        if n not in BOARDS:
            raise ValueError(f"The game is for 2, 4 or 6 players, not {n}.")
        self.turn = 0
        self.stage = "setup"  # where the turn stands (turn.py): the next part of the sequence of play to run
        self.over = False
        self.winners: list[int] = []
        self.end_reason = ""
        self.civs = [""] * n
        self.purses = [dict(START_RESOURCES) for _ in range(n)]
        self.ages = ["stone"] * n
        self.pieces: dict[int, dict] = {}
        self.next_id = 1
        self.upgrades_done: list[list[str]] = [[] for _ in range(n)]
        self.upgrading: list[dict[str, int]] = [{} for _ in range(n)]
        self.advancing = [-1] * n
        self.eliminated = [False] * n
        self.over_limit = [0] * n
        self.collect_left = [0] * n
        self.giving: list[tuple | None] = [None] * n
        self.order: list[int] = []
        self.order_rolls = [0] * n
        self.cc: list[list[int]] = [[] for _ in range(n)]
        self.queue: list = []
        self.waiting: list = []
        self.shooter: tuple | None = None
        self.aim: list[int] = []
        self.picking: list[int] = []
        self.site = -1
        self.lead: list[int] = []
        self.moved: dict[int, int] = {}
        self.fired_on: dict[int, tuple[int, ...]] = {}
        self.rolls: list[tuple] = []

    def copy_containers(self, other: Game) -> None:
        for name in _FLAT_LISTS:
            setattr(other, name, getattr(self, name)[:])
        other.purses = [dict(p) for p in self.purses]
        other.pieces = {k: dict(p) for k, p in self.pieces.items()}
        other.upgrades_done = [u[:] for u in self.upgrades_done]
        other.upgrading = [dict(u) for u in self.upgrading]
        other.cc = [c[:] for c in self.cc]
        other.moved = dict(self.moved)
        other.fired_on = dict(self.fired_on)
        if hasattr(self, "purse_totals"):
            other.purse_totals = self.purse_totals[:]

    @property
    def board(self) -> Board:
        """The board of this player count: shared by every game and never changed (so not part of the state)."""
        return BOARDS[self.n]

    # --- teams and players ---------------------------------------------------------------------------
    def team_of(self, seat: int) -> int:
        return self.board.team[seat]

    def allies(self, seat: int) -> list[int]:
        """The other players of the seat's team still in the game."""
        return [s for s in range(self.n) if s != seat and self.board.team[s] == self.board.team[seat]
                and not self.eliminated[s]]

    def is_enemy(self, a: int, b: int) -> bool:
        return self.board.team[a] != self.board.team[b]

    def playing(self) -> list[int]:
        """The seats still in the game, in seat order."""
        return [s for s in range(self.n) if not self.eliminated[s]]

    # --- pieces --------------------------------------------------------------------------------------
    def kind(self, piece: dict) -> Kind:
        return KINDS[piece["type"]]

    def add_piece(self, type_id: str, owner: int, square: int, down: bool = False, at: int = -1) -> dict:
        piece = {"id": self.next_id, "type": type_id, "owner": owner, "square": square,
                 "steps": FOUNDATION.steps if down else KINDS[type_id].steps, "red": 0, "black": 0,
                 "down": down, "at": at}
        self.pieces[self.next_id] = piece
        self.next_id += 1
        return piece

    def at(self, square: int) -> list[dict]:
        """The pieces in a square, oldest first."""
        return [p for p in self.pieces.values() if p["square"] == square]

    def own(self, seat: int) -> Iterator[dict]:
        return (p for p in self.pieces.values() if p["owner"] == seat)

    def finished(self, seat: int, type_id: str) -> list[dict]:
        """The seat's face-up pieces of one type."""
        return [p for p in self.pieces.values() if p["owner"] == seat and p["type"] == type_id and not p["down"]]

    def has_finished(self, seat: int, type_id: str) -> bool:
        return any(p["owner"] == seat and p["type"] == type_id and not p["down"] for p in self.pieces.values())

    def enemies_of(self, seat: int) -> list[dict]:
        team = self.board.team[seat]
        return [p for p in self.pieces.values() if self.board.team[p["owner"]] != team]

    def defence(self, piece: dict) -> int:
        """The sides of the die an attacker rolls against it (a face-down piece: the foundation's d4)."""
        return FOUNDATION.defence if piece["down"] else KINDS[piece["type"]].defence

    def is_infantry(self, piece: dict) -> bool:
        return not piece["down"] and KINDS[piece["type"]].infantry

    def distance(self, a: int, b: int) -> int:
        """Half squares from square a to square b along the shortest path (a diagonal step is 3)."""
        return self.board.grid.half_distance(a, b)

    def unit_count(self, seat: int) -> int:
        """Villagers, military units and ships, those in training included (the unit limit counts them)."""
        return sum(1 for p in self.pieces.values() if p["owner"] == seat and KINDS[p["type"]].unit)

    def tally(self) -> list[tuple[int, int]]:
        """Per seat, in one pass: (units, those in training included; the unit limit)."""
        units = [0] * self.n
        homes = [0] * self.n
        for p in self.pieces.values():
            kind = KINDS[p["type"]]
            if kind.unit:
                units[p["owner"]] += 1
            elif not p["down"] and kind.building in ("house", "town_center"):
                homes[p["owner"]] += PER_HOUSE if kind.building == "house" else PER_TOWN_CENTER
        return list(zip(units, homes))

    def unit_limit(self, seat: int) -> int:
        """(Houses + Town Centers) x 4, finished ones only."""
        houses = centers = 0
        for p in self.pieces.values():
            if p["owner"] == seat and not p["down"]:
                if p["type"] == "house":
                    houses += 1
                elif p["type"] == "town_center":
                    centers += 1
        return houses * PER_HOUSE + centers * PER_TOWN_CENTER

    def piece_name(self, piece: dict, owner: bool = True, where: bool = True) -> str:
        """"Bo's Axeman #17 at (5, 7)"; a face-down piece: "Bo's Barracks foundation #9"."""
        kind = KINDS[piece["type"]]
        what = f"{kind.name} {'foundation' if not kind.unit else 'in training'}" if piece["down"] else kind.name
        text = f"{what} #{piece['id']}"
        if owner:
            text = f"{self.seat_name(piece['owner'])}'s {text}"
        if where:
            text += f" at {square_name(self.board, piece['square'])}"
        return text

    def square_name(self, square: int) -> str:
        return square_name(self.board, square)

    def commanded(self, seat: int) -> list[dict]:
        return [self.pieces[i] for i in self.cc[seat] if i in self.pieces]

    # --- resources -----------------------------------------------------------------------------------
    def resource_total(self, seat: int) -> int:
        """The seat's resource points of all four kinds together: public (each seat's collection and every
        payment are made in the open), while the kinds are seen only by the seat and its allies."""
        purse = self.purses[seat]
        if any(v is HIDDEN for v in purse.values()):
            return self.purse_totals[seat]
        return sum(purse.values())

    def redact(self, view: Game, seat: int | None) -> None:
        view.purse_totals = [sum(p.values()) for p in self.purses]
        for s in range(self.n):
            if seat is not None and self.same_team(s, seat):
                continue
            view.purses[s] = {k: HIDDEN for k in RESOURCES}
            if view.giving[s]:
                view.giving[s] = (view.giving[s][0], HIDDEN)

    def fill_hidden(self, seat: int, rng: Rng) -> None:
        """Each hidden purse becomes a random split of its public total over the four kinds; a transfer being
        chosen gets a kind the giver holds."""
        for s in range(self.n):
            if not any(v is HIDDEN for v in self.purses[s].values()):
                continue
            total = self.purse_totals[s]
            cuts = sorted(rng.below(total + 1) for _ in range(len(RESOURCES) - 1))
            parts = [b - a for a, b in zip([0, *cuts], [*cuts, total])]
            self.purses[s] = dict(zip(RESOURCES, parts))
            if self.giving[s] and self.giving[s][1] is HIDDEN:
                held = [k for k in RESOURCES if self.purses[s][k] > 0] or list(RESOURCES)
                self.giving[s] = (self.giving[s][0], held[rng.below(len(held))])
        del self.purse_totals

    # --- checks --------------------------------------------------------------------------------------
    def invariant_problems(self) -> list[str]:
        problems = []
        board = self.board
        for s, (units, limit) in enumerate(self.tally()):
            for k, v in self.purses[s].items():
                if v is not HIDDEN and v < 0:
                    problems.append(f"seat {s} holds {v} {k}")
            if not self.eliminated[s] and units > limit + self.over_limit[s]:
                problems.append(f"seat {s} has {units} units for a limit of {limit}")
        for p in self.pieces.values():
            kind = KINDS[p["type"]]
            if board.sea[p["square"]] != kind.sea:
                terrain = "sea" if board.sea[p["square"]] else "land"
                problems.append(f"{p['type']} #{p['id']} stands on a {terrain} square")
            if kind.building == "" and not kind.unit:
                problems.append(f"#{p['id']} is of no kind")
            if p["type"] == "dock" and not board.coast[p["square"]]:
                problems.append(f"dock #{p['id']} is not next to the sea")
            if not 0 < p["steps"] <= kind.steps or p["red"] < 0 or p["black"] < 0:
                problems.append(f"#{p['id']} has {p['steps']} steps, {p['red']} red and {p['black']} black hits")
            if self.eliminated[p["owner"]]:
                problems.append(f"#{p['id']} belongs to a destroyed civilization")
        for s, tc in enumerate(self.advancing):
            if tc != -1 and (tc not in self.pieces or self.pieces[tc]["type"] != "town_center"):
                problems.append(f"seat {s}'s Age advance lies on no Town Center")
        return problems

    def phase_name(self) -> str:
        """The phase of the sequence of play the table is in, in words ("Missile Attack phase")."""
        step = self.top_step()[0]
        if step in STEP_PHASE:
            return PHASE_NAMES[STEP_PHASE[step]]
        if step in ("attack", "more") and self.shooter is not None:
            return PHASE_NAMES[self.shooter[2]]
        return PHASE_NAMES[STAGE_PHASE.get(self.stage, self.stage.split("_")[0])]
