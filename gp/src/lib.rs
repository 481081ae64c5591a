//! Strongly-typed tree genetic programming. Knows nothing of chess.
