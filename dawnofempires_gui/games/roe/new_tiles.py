"""I. New Tiles: tiles nobody took go to one side (in a 2- or 3-player game out of the game, red tiles
excepted; unselected wonders always out of the game), a new set is turned face up (8 progress, 10
territory while they last, 5 city tiles or 8 from game turn 5), the empire tiles go back to their track
(their Era-II/III side up from game turn 3), the trade track is cleared and used free-action tiles are
turned face up again."""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine.words import join

from . import data as D
from .state import BOXES, CITY_LEVELS, G, era_of
from .words import ERA, city_name, progress_name, territory_name


class NewTilesRules:
    """The game class's part for the New Tiles phase."""

    def new_tiles(self: Any) -> None:
        if self.turn > 1:
            self.clear_unselected()
            self.empire_track = sorted(t.id for t in D.EMPIRE_TILES)
            self.empires = [[] for _ in range(self.n)]
            for box in self.trade:
                self.bank_discs += D.TRADE_BY_ID[box].discs
            self.trade = {}
            self.used = [[] for _ in range(self.n)]
        self.turn_up()

    def few_players(self: Any) -> bool:
        """2 or 3 players: unselected tiles leave the game."""
        return self.n <= 3

    def clear_unselected(self: Any) -> None:
        few = self.few_players()
        gone: list[str] = []
        for tile in self.progress_up:
            if tile is None:
                continue
            if few and not D.PROGRESS_BY_ID[tile].red:
                self.progress_box.append(tile)
                gone.append(progress_name(tile))
            else:
                self.progress_aside.append(tile)
        for tile in self.territory_up:
            if tile is None:
                continue
            if few:
                self.territory_box.append(tile)
                gone.append(territory_name(tile))
            else:
                self.territory_aside.append(tile)
        for tile in self.city_up:
            if tile is None:
                continue
            if few or D.CITY_BY_ID[tile].wonder:
                self.city_box.append(tile)
                gone.append(city_name(tile))
            else:
                self.city_aside.append(tile)
        self.progress_up = [None] * G.progress_boxes
        self.territory_up = [None] * G.territory_boxes
        self.city_up = [None] * G.city_boxes
        if gone:
            self.emit(f"Tiles nobody took leave the game: {join(gone)}.", None, "tiles")

    def turn_up(self: Any) -> None:
        """Turn the next set of tiles face up (a level of each track)."""
        turn = self.turn
        era = era_of(turn)
        deck = getattr(self, f"progress_deck{era}")
        k = (turn - 1) % 2
        for b in range(BOXES):
            self.progress_up[b], deck[k * BOXES + b] = deck[k * BOXES + b], None
        level = turn - 1
        if level < G.territory_per_box:
            width = G.territory_boxes
            for b in range(width):
                slot = level * width + b
                self.territory_up[b], self.territory_deck[slot] = self.territory_deck[slot], None
        if level < len(CITY_LEVELS):
            for b in range(BOXES):
                tile = self.city_deck[level * BOXES + b]
                if tile is not None:
                    self.city_up[b], self.city_deck[level * BOXES + b] = tile, None
        shown = [f"progress: {join(progress_name(t) for t in self.progress_up if t)}"]
        if any(self.territory_up):
            shown.append(f"territory: {join(territory_name(t) for t in self.territory_up if t)}")
        shown.append(f"city: {join(city_name(t) for t in self.city_up if t)}")
        side = "Era-I side" if era == 1 else "Era-II/III side"
        self.emit(f"Game turn {turn} (Era {ERA[era]}, {'B' if turn % 2 == 0 else 'A'} turn). New tiles — "
                  f"{'; '.join(shown)}. The empire tiles lie {side} up.", None, "tiles", reveals=True)
