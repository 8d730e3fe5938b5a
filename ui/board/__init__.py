"""Drawing a board: hex and square geometry, hint rings, animation, pictures refined after a resize."""
