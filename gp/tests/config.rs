//! Config: paper defaults, TOML with unknown fields refused, validation.

use gp::Config;

#[test]
fn defaults_are_the_papers() {
    let c = Config::default();
    assert_eq!((c.population_size, c.generations), (100, 150));
    assert_eq!((c.reproduction, c.crossover, c.mutation), (0.35, 0.5, 0.15));
    assert_eq!(
        (c.max_depth, c.init_min_depth, c.init_max_depth),
        (17, 2, 6)
    );
    assert!(c.parsimony);
    c.validate().expect("defaults are valid");
}

#[test]
fn toml_round_trip_partial_and_unknown() {
    let c = Config::default();
    let text = toml::to_string(&c).expect("serializes");
    let back: Config = toml::from_str(&text).expect("parses");
    assert_eq!(back, c);

    let partial: Config = toml::from_str("population_size = 70\n[mutation_mix]\nerc = 0.5\n")
        .expect("partial config");
    assert_eq!(partial.population_size, 70);
    assert_eq!(partial.mutation_mix.erc, 0.5);
    assert_eq!(partial.mutation_mix.subtree, 0.6);
    assert_eq!(partial.generations, 150);

    let e = toml::from_str::<Config>("populaton_size = 70\n").expect_err("typo");
    assert!(e.to_string().contains("populaton_size"), "{e}");
}

#[test]
fn validation_names_the_field() {
    let cases: [(Config, &str); 7] = [
        (
            Config {
                crossover: 0.6,
                ..Config::default()
            },
            "mutation",
        ),
        (
            Config {
                elitism: 101,
                ..Config::default()
            },
            "elitism",
        ),
        (
            Config {
                init_max_depth: 20,
                ..Config::default()
            },
            "init_max_depth",
        ),
        (
            Config {
                population_size: 0,
                ..Config::default()
            },
            "population_size",
        ),
        (
            Config {
                crossover_internal: 1.5,
                ..Config::default()
            },
            "crossover_internal",
        ),
        (
            Config {
                hall_of_fame_size: 0,
                ..Config::default()
            },
            "hall_of_fame_size",
        ),
        (
            Config {
                hall_of_fame_size: usize::MAX,
                ..Config::default()
            },
            "hall_of_fame_size",
        ),
    ];
    for (c, field) in cases {
        let e = c.validate().expect_err("invalid");
        assert_eq!(e.field, field, "{e}");
    }
}
