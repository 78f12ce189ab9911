"""The tables of the Age of Empires Board Game (1998 playtest rules), read once from resources/aoe/*.toml (no Qt).

Every record is checked while it is read: a wrong type, an unknown field or an id that names nothing raises
DataError with the file and the record in its message.

Half values (the A½ of villagers, Clubmen and Bowmen, the 1.5 of siege movement and ranges, the 1.5 of a
diagonal step) are kept exactly as whole numbers of half-squares / half-points: `attack_halves`,
`move_halves`, `range_halves`, `min_range_halves`, `Settings.diagonal_halves`. The properties `attack`,
`move`, `range` and `min_range` give the printed value (a float such as 0.5 or 1.5).

Sources: each record says where it comes from ("rules text" or "house"); `source_of("unit.villager.cost")`
answers for one value and `decision_for(...)` gives the recorded house decision that explains it.

The loader is split by what it reads: data_types.py (kinds, costs, unit, building, upgrade and Age records),
data_board.py (board layouts, settings, civilizations, decisions, the whole set), data_read.py (typed fields),
data_load.py and data_load_game.py (one part per file). This module is the one to import: the tables below.
"""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from dawnofempires_gui.games.aoe.data_board import (  # noqa: F401  (the data's records, for its readers)
    AoeData, BoardLayout, Civilization, CivilizationChoice, Decision, Foundation, Section, Settings)
from dawnofempires_gui.games.aoe.data_load import load
from dawnofempires_gui.games.aoe.data_types import (ATTACK_KINDS, BUILDING_KINDS, DECISION_KINDS, DICE,  # noqa: F401
                                                    DOMAINS, FILES, GAME_ID, PAIR_RULES, PHASES, POPULATION_KINDS,
                                                    RESOURCE_KINDS, SITES, SOURCES, Age, BuildingType, Category, Cost,
                                                    DataError, UnitType, Upgrade)

DATA = load()

CATEGORIES: Mapping[str, Category] = DATA.categories
UNITS: Mapping[str, UnitType] = DATA.units
BUILDINGS: Mapping[str, BuildingType] = DATA.buildings
TOWERS: Mapping[str, BuildingType] = MappingProxyType({k: b for k, b in BUILDINGS.items() if b.is_tower})
SHIPS: Mapping[str, UnitType] = MappingProxyType({k: u for k, u in UNITS.items() if u.domain == "sea"})
UPGRADES: Mapping[str, Upgrade] = DATA.upgrades
UPGRADE_TO: Mapping[str, Upgrade] = MappingProxyType({u.to_type: u for u in UPGRADES.values()})
UPGRADE_FROM: Mapping[str, Upgrade] = MappingProxyType({u.from_type: u for u in UPGRADES.values()})
AGES: Mapping[str, Age] = DATA.ages
AGE_ORDER: tuple[str, ...] = tuple(sorted(AGES, key=lambda a: AGES[a].order))
LAYOUTS: Mapping[int, BoardLayout] = DATA.layouts
SETTINGS: Settings = DATA.settings
CIVILIZATIONS: Mapping[str, Civilization] = DATA.civilizations
CIVILIZATION_CHOICE: CivilizationChoice = DATA.civilization_choice
DECISIONS: Mapping[str, Decision] = DATA.decisions
source_of = DATA.source_of
decision_for = DATA.decision_for


def age_rank(age_id: str) -> int:
    return AGES[age_id].order


def upgrade_chain(type_id: str) -> tuple[str, ...]:
    """The line of types from the base type to the last upgrade, e.g. clubman … legion."""
    start = type_id
    while start in UPGRADE_TO:
        start = UPGRADE_TO[start].from_type
    chain = [start]
    while chain[-1] in UPGRADE_FROM:
        chain.append(UPGRADE_FROM[chain[-1]].to_type)
    return tuple(chain)
