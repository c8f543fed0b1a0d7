"""The movement generators, one folder per family; each module registers its systems in :mod:`movements.registry`."""
