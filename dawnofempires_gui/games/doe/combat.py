"""Combat (§5): a unit recruited or a stack moved onto a rival's tile attacks. Rival warriors die in
pairs (with the attacker's Iron Working only the defender's), an unguarded settler dies to a warrior,
settlers die in pairs. Killed warriors go back to the track, settlers to the board; each rival warrior
killed is a point of military experience. The winner who lost a warrior may promote one to a legend
(§5.1, asked of the winner); the Spirit of Mars dies last and its owner may place it again (§5.2, asked
of the Temple of Mars owner): both are questions put on top of the flow for that seat."""
from __future__ import annotations

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.words import plural

from . import hexmap as H
from .state import MOVES, DoeMove
from .words import tile_label, tile_name

LEGEND = (Action("legend", promote=True), Action("legend", promote=False))
PLACE_MARS = tuple(Action("place_mars", tile=t) for t in range(H.N_TILES))


class CombatRules:
    """The game class's part for combat, legends and the Spirit of Mars."""

    def arrive(self, p: int, t: int, w: int, s: int, mars: int) -> bool:
        """Units of p arrive on tile t; returns True if a combat took place."""
        o = self.unit_owner[t]
        if o < 0 or o == p:
            self.unit_owner[t] = p
            self.unit_w[t] += w
            self.unit_s[t] += s
            if mars:
                self.mars_tile = t
            return False
        self.combat(p, t, w, s, mars)
        return True

    def combat(self, a: int, t: int, aw: int, as_: int, amars: int) -> None:
        d = self.unit_owner[t]
        dw, ds = self.unit_w[t], self.unit_s[t]
        dmars = 1 if self.mars_tile == t else 0
        A, Dn = aw + amars, dw + dmars
        iron = self.has_tech(a, "iron")
        if iron:
            a_loss, d_loss = 0, (Dn if A > 0 else 0)
        else:
            a_loss = d_loss = min(A, Dn)
        a_mars_dies = bool(amars) and a_loss == A
        d_mars_dies = bool(dmars) and d_loss == Dn
        a_wl = a_loss - (1 if a_mars_dies else 0)
        d_wl = d_loss - (1 if d_mars_dies else 0)
        A2, D2 = A - a_loss, Dn - d_loss
        a_sl = d_sl = 0
        if A2 > 0:
            d_sl = ds
        elif D2 > 0:
            a_sl = as_
        else:
            a_sl = d_sl = min(as_, ds)
        self.xp[a] += d_loss
        self.xp[d] += a_loss
        self.war_track[a] += a_wl
        self.war_track[d] += d_wl
        self.settlers_home[a] += a_sl
        self.settlers_home[d] += d_sl
        name_a, name_d = self.name(a), self.name(d)
        parts = []
        if a_loss or d_loss:
            with_iron = " (Iron Working)" if iron and A > 0 and Dn > 0 else ""
            parts.append(f"{name_a} loses {plural(a_loss, 'warrior')}, {name_d} loses {d_loss}{with_iron}")
        if a_sl or d_sl:
            parts.append(f"settlers killed: {name_a} {a_sl}, {name_d} {d_sl}")
        self.emit(f"Combat on {tile_label(t)}: {name_a} attacks {name_d}; " + "; ".join(parts or ["nobody dies"]) + ".",
                  a, "combat")
        # what remains on the tile
        dw_left, ds_left = dw - d_wl, ds - d_sl
        aw_left, as_left = aw - a_wl, as_ - a_sl
        a_mars_left = amars and not a_mars_dies
        d_mars_left = dmars and not d_mars_dies
        a_alive = aw_left + as_left + (1 if a_mars_left else 0)
        d_alive = dw_left + ds_left + (1 if d_mars_left else 0)
        if d_mars_dies:
            self.mars_tile = -1
        if d_alive:
            self.unit_w[t], self.unit_s[t] = dw_left, ds_left
        else:
            self.unit_owner[t], self.unit_w[t], self.unit_s[t] = -1, 0, 0
            if a_alive:
                self.unit_owner[t], self.unit_w[t], self.unit_s[t] = a, aw_left, as_left
                if a_mars_left:
                    self.mars_tile = t
        asks: list[tuple] = []
        winner = a if a_alive and not d_alive else d if d_alive and not a_alive else -1
        if winner >= 0:
            lost = a_wl if winner == a else d_wl
            self.emit(f"{self.name(winner)} wins the combat on {tile_label(t)}.", winner, "combat")
            if lost > 0:
                asks.append(("legend", (winner,)))
        for dead, owner in ((a_mars_dies, a), (d_mars_dies, d)):
            if dead:
                asks += self.mars_died(owner)
        self.ask(asks)

    def mars_died(self, owner: int) -> list[tuple]:
        """The Spirit of Mars fell: its owner may place it again (a question), or it leaves the game."""
        self.emit("The Spirit of Mars falls in battle.", owner, "combat")
        if self.mars_places(owner, False):
            self.mars_state = "supply"
            return [("mars", (owner,), False)]
        self.mars_state = "removed"
        self.emit(f"No friendly tile is near {self.name(owner)}'s towns: Mars frowns and the Spirit is removed from "
                  "the game.", owner, "combat")
        return []


@MOVES.add
class Legend(DoeMove):
    kind = "legend"
    args = {"promote": bool}

    def options(self, game, seat):
        return LEGEND

    def apply(self, game, seat, action):
        game.pop_step()
        if action["promote"]:
            game.war_track[seat] -= 1
            game.legends[seat] += 1
            game.emit(f"{game.name(seat)} promotes a fallen warrior to a legend (1 victory point).", seat, "legend")
        else:
            game.emit(f"{game.name(seat)} returns the fallen warriors to the track without a legend.", seat, "legend")

    def describe(self, game, action):
        return "Promote a fallen warrior to a legend" if action["promote"] else "No legend"


@MOVES.add
class PlaceMars(DoeMove):
    kind = "place_mars"
    args = {"tile": int}

    def options(self, game, seat):
        return [PLACE_MARS[t] for t in game.mars_places(seat, game.top_step()[2])]

    def why_not(self, game, seat, action):
        empty = " empty" if game.top_step()[2] else ""
        return f"The Spirit of Mars goes on an{empty} explored tile next to your towns with no rival units."

    def apply(self, game, seat, action):
        game.pop_step()
        t = action["tile"]
        game.mars_tile = t
        game.mars_state = "map"
        game.unit_owner[t] = seat
        game.emit(f"{game.name(seat)} places the Spirit of Mars on {tile_label(t)}.", seat, "mars")

    def describe(self, game, action):
        return f"Place the Spirit of Mars on {tile_name(action['tile'])}"
