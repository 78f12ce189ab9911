"""The schemas of the Age of Mythology data files: file names, kinds of value, and the effect ids the rules
engine interprets with their parameters (BUILDING_EFFECTS, UNIT_SPECIALS, GOD_POWERS; see data.py)."""
from __future__ import annotations


FILES = ("game.toml", "boards.toml", "tiles.toml", "buildings.toml", "units.toml", "cards.toml", "gods.toml",
         "decks.toml")
SOURCES = ("rules text", "component scan", "house")
ACTIONS = ("explore", "gather", "build", "recruit", "trade", "next_age", "attack")
UNIT_KINDS = ("mortal", "myth", "hero")
TARGETS = ("any_player", "other_player")
AREAS = ("city", "production", "holding")
GATHER_MODES = ("terrain_or_resource", "all")  # or one resource id: that resource only
AWARDS = ("most_units_at_end", "most_buildings_at_end", "wonder_builder", "battle_winner")

# What a building does for its owner.
BUILDING_EFFECTS: dict[str, dict[str, str]] = {
    "villager": {"count": "pos"},                          # count new villagers into the Holding Area
    "defend_area": {"area": "area", "dice": "pos"},        # +dice per encounter when that area is attacked
    "free_trade": {},                                      # Trade cards cost nothing
    "storage": {"keep": "pos"},                            # spoilage keeps this many of each resource
    "extra_battle_unit": {"count": "pos"},                 # battle size + count, attacking or defending
    "build_discount": {"amount": "pos", "except": "building?"},  # each later building: amount cubes less
    "gather_bonus": {"resource": "resource", "amount": "pos"},   # when the owner plays a Gather card
    "siege_engine": {"extra_destroy": "pos"},              # attacking: no Wall/Tower dice; won city attack: +n
    "buy_victory": {"favor": "pos", "vp": "pos"},          # with a Trade card: favor -> vp, repeatedly
    "end_game": {},                                        # building it ends the game at once
}

# Special powers printed on battle cards.
UNIT_SPECIALS: dict[str, dict[str, str]] = {
    "destroy_buildings": {"count": "pos"},      # alive at the end of a won City Area attack: count buildings
    "negate_defenses": {},                      # in the battle: the defender's Wall and Tower add no dice
    "throw": {"dice": "pos", "not_vs": "type"},  # may throw (+dice); a beaten opponent goes home, not killed
    "grow_per_kill": {"dice": "pos"},           # +dice per unit it eliminates, until the battle ends
    "wins_ties": {},                            # equal sixes: this unit wins, no re-roll
    "rout_on_hero_kill": {},                    # eliminating the opposing hero makes the opponent retreat
    "add_opponent_base_dice": {},               # adds the opposing card's base dice to its own
    "stand_in": {"for_unit": "unit"},           # may fight an encounter in that unit's place
    "spawn_on_kill": {"unit": "unit", "count": "pos"},  # per kill: take count of that unit from the pool
    "resurrect": {"favor": "pos", "requires": "unit"},  # eliminated with `requires` in the battle: pay, return
    "berserk": {"dice": "pos"},                 # may go berserk: +dice, but loses on equal sixes
    "favor_per_kill": {"amount": "pos"},        # per kill: take amount Favor from the bank
    "gatherer": {"resource": "resource", "amount": "pos"},  # placed like a villager on a tile of that resource
    "reinforce_per_kill": {"count": "pos"},     # per kill: bring count more units from the Holding Area
}

# God powers of the random action cards (paid in Favor and resolved before the card's action).
GOD_POWERS: dict[str, dict[str, str]] = {
    "send_home_enemy_unit": {"count": "pos"},          # before the battle: opposing chosen units go home
    "battle_size_self": {"units": "pos"},              # the card player's battle size (the opponent's: number)
    "battle_size_unlimited": {},                       # no battle size limit for either side
    "battle_dice_bonus": {"dice": "pos"},              # every unit of the card player rolls +dice
    "all_berserk": {"dice": "pos"},                    # every unit of the card player may go berserk
    "resurrect_first_loss": {"count": "pos"},          # the first count units lost come back into the battle
    "free_building": {"building": "building", "count": "pos"},
    "build_discount": {"amount": "pos", "except": "building?"},  # this Build action only
    "destroy_building": {"target": "target"},
    "destroy_tile": {"target": "target", "resource": "resource?"},  # the tile returns to the unowned pool
    "destroy_unit": {"kind": "kind", "target": "target"},
    "explore_first_picks": {"picks": "pos"},           # the card player takes picks tiles before the others
    "explore_exclusive": {},                           # nobody but the card player takes a tile
    "gather_boost": {"resource": "resource", "per_tile": "pos", "others_gather": "bool"},
    "others_gather_nothing": {},                       # only the card player gathers
    "gain_resources": {"resource": "resource_or_any", "amount": "pos"},
    "steal_resources": {"target": "target", "amount": "pos"},  # cubes of the card player's choice
    "sacrifice_for_resources": {"kind": "kind", "count": "pos", "amount": "pos"},  # units to the pool
    "free_hero": {"count": "pos"},                     # the hero of the card player's current Age
    "free_units": {"unit": "unit", "count": "pos"},
    "free_units_of_kind": {"kind": "kind", "count": "pos"},  # units of the player's culture and that kind
    "convert_units": {"kind": "kind", "unit": "unit", "max": "pos"},  # swap units of kind for unit, 1:1
    "recruit_cost": {"kind": "kind", "cost": "cost"},  # units of that kind recruited with this card cost this
    "extra_action": {"count": "pos"},                  # the card player plays count more cards this turn
}

ACTION_NAMES = {"explore": "Explore", "gather": "Gather", "build": "Build", "recruit": "Recruit", "trade": "Trade",
                "next_age": "Next Age", "attack": "Attack"}
_ACTION_FIELD = {"explore": "tiles_plus_players", "gather": "gather", "build": "number", "recruit": "number",
                 "trade": "trade_cost", "next_age": "age_cost", "attack": "number"}
_ACTION_FIELDS = frozenset(_ACTION_FIELD.values())


class DataError(ValueError):
    """A data file of the game is wrong; the message names the file and the record."""
