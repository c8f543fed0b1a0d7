"""Meeting patterns of the Mitchell family (being written)."""


def problems(movement) -> list[str]:
    return []
