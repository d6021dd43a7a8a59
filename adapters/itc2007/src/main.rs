//! `itc2007 INSTANCE.ctt --seconds N [--seed S] [--threads T]` prints a solution of an ITC2007
//! curriculum-based instance on stdout, one `course room day period` line per lecture, within N
//! seconds, and a one-line summary on stderr. `itc2007 INSTANCE.ctt --score SOLUTION` scores a
//! solution by the competition's rules and prints `hard H soft S` on stdout.

use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use adapters_itc2007::{format_solution, parse_ctt, parse_solution, Instance};
use solver::{solve, AnnealParams, Score, Solution, SolveOptions};

const USAGE: &str =
    "usage: itc2007 INSTANCE.ctt [--seconds N] [--steps N] [--seed S] [--threads T] [--verbose] | itc2007 INSTANCE.ctt --score SOLUTION";

struct Args {
    instance: String,
    seconds: f64,
    steps: Option<u64>,
    seed: u64,
    threads: usize,
    score: Option<String>,
    anneal: AnnealParams,
    verbose: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        instance: String::new(),
        seconds: 60.0,
        steps: None,
        seed: 1,
        threads: 1,
        score: None,
        anneal: AnnealParams::default(),
        verbose: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--seconds" => args.seconds = value("--seconds")?.parse().map_err(|_| "--seconds takes a number")?,
            "--steps" => args.steps = Some(value("--steps")?.parse().map_err(|_| "--steps takes a whole number")?),
            "--seed" => args.seed = value("--seed")?.parse().map_err(|_| "--seed takes a whole number")?,
            "--threads" => args.threads = value("--threads")?.parse().map_err(|_| "--threads takes a whole number")?,
            "--score" => args.score = Some(value("--score")?),
            // Knobs of the annealing, for tuning.
            "--start-temperature" => args.anneal.start_temperature = value(&arg)?.parse().map_err(|_| "takes a number")?,
            "--end-temperature" => args.anneal.end_temperature = value(&arg)?.parse().map_err(|_| "takes a number")?,
            "--room-moves" => args.anneal.room_moves = value(&arg)?.parse().map_err(|_| "takes a number")?,
            "--kempe-moves" => args.anneal.kempe_moves = value(&arg)?.parse().map_err(|_| "takes a number")?,
            "--period-moves" => args.anneal.period_moves = value(&arg)?.parse().map_err(|_| "takes a number")?,
            "--verbose" => args.verbose = true,
            "-h" | "--help" => return Err(USAGE.to_string()),
            _ if args.instance.is_empty() && !arg.starts_with("--") => args.instance = arg,
            _ => return Err(format!("unexpected argument `{arg}`\n{USAGE}")),
        }
    }
    if args.instance.is_empty() {
        return Err(USAGE.to_string());
    }
    if !args.seconds.is_finite() || args.seconds <= 0.0 || args.threads == 0 {
        return Err("--seconds and --threads must be positive".to_string());
    }
    Ok(args)
}

fn summary(score: &Score) -> String {
    let s = &score.soft;
    format!(
        "hard {} soft {} (capacity {}, working days {}, compactness {}, room stability {})",
        score.hard.total(),
        s.total(),
        s.room_capacity,
        s.min_working_days,
        s.compactness,
        s.room_stability
    )
}

fn run() -> Result<(), String> {
    let started = Instant::now();
    let args = parse_args()?;
    let text = std::fs::read_to_string(&args.instance).map_err(|e| format!("{}: {e}", args.instance))?;
    let instance: Instance = parse_ctt(&text).map_err(|e| format!("{}: {e}", args.instance))?;

    if let Some(path) = &args.score {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        let placements = parse_solution(&instance, &text).map_err(|e| format!("{path}: {e}"))?;
        let score = solver::score(&instance.problem, &placements);
        println!("hard {} soft {}", score.hard.total(), score.soft.total());
        eprintln!("{}: {} {:?}", instance.name, summary(&score), score.hard);
        return Ok(());
    }

    // Leave a little of the time for reading, writing and starting threads.
    let limit = Duration::from_secs_f64(args.seconds * 0.98).saturating_sub(started.elapsed() + Duration::from_millis(30));
    let stop = AtomicBool::new(false);
    let run_one = |seed: u64| -> Solution {
        let options = SolveOptions { seed, max_steps: args.steps, time_limit: Some(limit), anneal: args.anneal };
        let mut last = (None, 0.0);
        solve(&instance.problem, &options, &stop, &mut |p| {
            if args.verbose && (last.0 != Some(p.phase) || p.done >= last.1 + 0.1) {
                eprintln!(
                    "seed {seed}: {:?} {:.0}% {} steps, {} unplaced, penalty {}",
                    p.phase,
                    p.done * 100.0,
                    p.steps,
                    p.unplaced,
                    p.penalty
                );
                last = (Some(p.phase), p.done);
            }
        })
    };
    let solutions: Vec<Solution> = if args.threads == 1 {
        vec![run_one(args.seed)]
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..args.threads as u64).map(|i| scope.spawn(move || run_one(args.seed.wrapping_add(i)))).collect();
            handles.into_iter().filter_map(|h| h.join().ok()).collect()
        })
    };
    let best = solutions
        .into_iter()
        .min_by_key(|s| (s.unplaced.iter().map(|u| u.lectures).sum::<usize>(), s.penalty))
        .ok_or("no solver thread finished")?;
    print!("{}", format_solution(&instance, &best.placements));
    let score = solver::score(&instance.problem, &best.placements);
    eprintln!(
        "{}: {}, {} steps, {:.1} s{}",
        instance.name,
        summary(&score),
        best.steps,
        started.elapsed().as_secs_f64(),
        if best.unplaced.is_empty() { String::new() } else { format!(", unplaced {:?}", best.unplaced) }
    );
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}
