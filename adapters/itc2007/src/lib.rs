//! The ITC2007 curriculum-based course timetabling format, read into the solver's model and
//! written back: `.ctt` instances in, `course room day period` solutions in and out. Bad input
//! is an error naming its line, never a panic.

use std::collections::HashMap;

use solver::{CourseSpec, Placement, Problem, ProblemError, ProblemSpec, RoomSpec, TeacherSpec, TimeSlot, Weights};
use thiserror::Error;

/// An instance: the solver's problem and the names the format gives courses and rooms.
#[derive(Debug, Clone)]
pub struct Instance {
    pub name: String,
    pub problem: Problem,
    pub courses: Vec<String>,
    pub rooms: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CttError {
    #[error("line {line}: expected `{expected}`, found `{found}`")]
    Expected { line: usize, expected: &'static str, found: String },
    #[error("line {line}: `{found}` is not a number")]
    NotANumber { line: usize, found: String },
    #[error("line {line}: unknown course `{name}`")]
    UnknownCourse { line: usize, name: String },
    #[error("line {line}: `{name}` is declared twice")]
    Duplicate { line: usize, name: String },
    #[error("line {line}: curriculum `{name}` says {declared} courses but lists {listed}")]
    CurriculumSize { line: usize, name: String, declared: usize, listed: usize },
    #[error("the file ends before {0}")]
    UnexpectedEnd(&'static str),
    #[error("the instance is not solvable as given: {0}")]
    Problem(#[from] ProblemError),
}

/// The meaningful lines of a text with their numbers (from 1), blank ones left out.
struct Lines<'a> {
    lines: std::vec::IntoIter<(usize, Vec<&'a str>)>,
}

impl<'a> Lines<'a> {
    fn new(text: &'a str) -> Lines<'a> {
        let lines: Vec<(usize, Vec<&'a str>)> = text
            .lines()
            .enumerate()
            .map(|(i, line)| (i + 1, line.split_whitespace().collect::<Vec<_>>()))
            .filter(|(_, tokens)| !tokens.is_empty())
            .collect();
        Lines { lines: lines.into_iter() }
    }

    fn next(&mut self, what: &'static str) -> Result<(usize, Vec<&'a str>), CttError> {
        self.lines.next().ok_or(CttError::UnexpectedEnd(what))
    }

    /// A `Key: value` header line.
    fn header(&mut self, key: &'static str) -> Result<(usize, &'a str), CttError> {
        let (line, tokens) = self.next(key)?;
        match tokens.as_slice() {
            [k, value] if *k == key => Ok((line, value)),
            _ => Err(CttError::Expected { line, expected: key, found: tokens.join(" ") }),
        }
    }

    fn number_header(&mut self, key: &'static str) -> Result<usize, CttError> {
        let (line, value) = self.header(key)?;
        number(line, value)
    }

    fn section(&mut self, title: &'static str) -> Result<(), CttError> {
        let (line, tokens) = self.next(title)?;
        if tokens.as_slice() != [title] {
            return Err(CttError::Expected { line, expected: title, found: tokens.join(" ") });
        }
        Ok(())
    }

    /// The next line of a section, with exactly `arity` tokens (or at least, if `at_least`).
    fn row(&mut self, what: &'static str, arity: usize, at_least: bool) -> Result<(usize, Vec<&'a str>), CttError> {
        let (line, tokens) = self.next(what)?;
        if tokens.len() < arity || (!at_least && tokens.len() != arity) {
            return Err(CttError::Expected { line, expected: what, found: tokens.join(" ") });
        }
        Ok((line, tokens))
    }
}

fn number<T: std::str::FromStr>(line: usize, token: &str) -> Result<T, CttError> {
    token.parse().map_err(|_| CttError::NotANumber { line, found: token.to_string() })
}

/// Reads a `.ctt` instance.
pub fn parse_ctt(text: &str) -> Result<Instance, CttError> {
    let mut lines = Lines::new(text);
    let (_, name) = lines.header("Name:")?;
    let courses = lines.number_header("Courses:")?;
    let rooms = lines.number_header("Rooms:")?;
    let days = lines.number_header("Days:")?;
    let periods_per_day = lines.number_header("Periods_per_day:")?;
    let curricula = lines.number_header("Curricula:")?;
    let constraints = lines.number_header("Constraints:")?;

    lines.section("COURSES:")?;
    let mut course_names = Vec::new();
    let mut course_index: HashMap<String, usize> = HashMap::new();
    let mut teacher_index: HashMap<String, usize> = HashMap::new();
    let mut course_specs = Vec::new();
    for _ in 0..courses {
        let (line, t) = lines.row("<course> <teacher> <lectures> <min working days> <students>", 5, false)?;
        if course_index.insert(t[0].to_string(), course_names.len()).is_some() {
            return Err(CttError::Duplicate { line, name: t[0].to_string() });
        }
        course_names.push(t[0].to_string());
        let next_teacher = teacher_index.len();
        let teacher = *teacher_index.entry(t[1].to_string()).or_insert(next_teacher);
        course_specs.push(CourseSpec {
            lectures: number(line, t[2])?,
            min_working_days: number(line, t[3])?,
            students: number(line, t[4])?,
            teacher,
            curricula: Vec::new(),
            unavailable: Vec::new(),
            rooms: None,
            fixed: false,
        });
    }

    lines.section("ROOMS:")?;
    let mut room_names = Vec::new();
    let mut room_specs = Vec::new();
    for _ in 0..rooms {
        let (line, t) = lines.row("<room> <capacity>", 2, false)?;
        if room_names.iter().any(|r| r == t[0]) {
            return Err(CttError::Duplicate { line, name: t[0].to_string() });
        }
        room_names.push(t[0].to_string());
        room_specs.push(RoomSpec { capacity: number(line, t[1])? });
    }

    lines.section("CURRICULA:")?;
    let mut curriculum_names: Vec<String> = Vec::new();
    for q in 0..curricula {
        let (line, t) = lines.row("<curriculum> <number of courses> <course>...", 2, true)?;
        if curriculum_names.iter().any(|n| n == t[0]) {
            return Err(CttError::Duplicate { line, name: t[0].to_string() });
        }
        curriculum_names.push(t[0].to_string());
        let declared: usize = number(line, t[1])?;
        if t.len() - 2 != declared {
            return Err(CttError::CurriculumSize { line, name: t[0].to_string(), declared, listed: t.len() - 2 });
        }
        for member in &t[2..] {
            let c = *course_index.get(*member).ok_or_else(|| CttError::UnknownCourse { line, name: member.to_string() })?;
            course_specs[c].curricula.push(q);
        }
    }

    lines.section("UNAVAILABILITY_CONSTRAINTS:")?;
    for _ in 0..constraints {
        let (line, t) = lines.row("<course> <day> <period>", 3, false)?;
        let c = *course_index.get(t[0]).ok_or_else(|| CttError::UnknownCourse { line, name: t[0].to_string() })?;
        course_specs[c].unavailable.push(TimeSlot { day: number(line, t[1])?, period: number(line, t[2])? });
    }
    lines.section("END.")?;

    let spec = ProblemSpec {
        days,
        periods_per_day,
        rooms: room_specs,
        teachers: vec![TeacherSpec::default(); teacher_index.len()],
        curricula,
        courses: course_specs,
        weights: Weights::ITC2007,
    };
    Ok(Instance { name: name.to_string(), problem: Problem::new(spec)?, courses: course_names, rooms: room_names })
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SolutionError {
    #[error("line {line}: expected `<course> <room> <day> <period>`, found `{found}`")]
    Malformed { line: usize, found: String },
    #[error("line {line}: `{found}` is not a number")]
    NotANumber { line: usize, found: String },
    #[error("line {line}: unknown course `{name}`")]
    UnknownCourse { line: usize, name: String },
    #[error("line {line}: unknown room `{name}`")]
    UnknownRoom { line: usize, name: String },
}

/// Reads a solution of `instance`. Days and periods outside the week are read as they are and
/// left for the scorer to count as invalid.
pub fn parse_solution(instance: &Instance, text: &str) -> Result<Vec<Placement>, SolutionError> {
    let mut placements = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let t: Vec<&str> = raw.split_whitespace().collect();
        if t.is_empty() {
            continue;
        }
        let [course, room, day, period] = t.as_slice() else {
            return Err(SolutionError::Malformed { line, found: raw.to_string() });
        };
        let course = instance
            .courses
            .iter()
            .position(|c| c == course)
            .ok_or_else(|| SolutionError::UnknownCourse { line, name: course.to_string() })?;
        let room =
            instance.rooms.iter().position(|r| r == room).ok_or_else(|| SolutionError::UnknownRoom { line, name: room.to_string() })?;
        let parse = |s: &str| s.parse::<usize>().map_err(|_| SolutionError::NotANumber { line, found: s.to_string() });
        placements.push(Placement { course, room, slot: TimeSlot { day: parse(day)?, period: parse(period)? } });
    }
    Ok(placements)
}

/// Writes placements in the competition's format, one lecture per line.
pub fn format_solution(instance: &Instance, placements: &[Placement]) -> String {
    let mut out = String::new();
    for p in placements {
        let (course, room) = (&instance.courses[p.course], &instance.rooms[p.room]);
        out.push_str(&format!("{course} {room} {} {}\n", p.slot.day, p.slot.period));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy instance: two days of two periods, three courses, two rooms, two curricula.
    pub(crate) const TOY: &str = "Name: Toy
Courses: 3
Rooms: 2
Days: 2
Periods_per_day: 2
Curricula: 2
Constraints: 2

COURSES:
c1 t1 2 2 30
c2 t2 1 1 10
c3 t1 1 1 25

ROOMS:
A 30
B 20

CURRICULA:
q1 2 c1 c2
q2 1 c3

UNAVAILABILITY_CONSTRAINTS:
c2 0 0
c3 1 1

END.
";

    #[test]
    fn a_toy_instance_is_read_into_the_model() {
        let instance = parse_ctt(TOY).unwrap();
        assert_eq!(instance.name, "Toy");
        assert_eq!(instance.courses, ["c1", "c2", "c3"]);
        assert_eq!(instance.rooms, ["A", "B"]);
        let spec = instance.problem.spec();
        assert_eq!((spec.days, spec.periods_per_day, spec.curricula), (2, 2, 2));
        assert_eq!(spec.teachers.len(), 2);
        assert_eq!(spec.courses[0].teacher, spec.courses[2].teacher);
        assert_eq!(spec.courses[0].curricula, [0]);
        assert_eq!(spec.courses[1].curricula, [0]);
        assert_eq!(spec.courses[2].curricula, [1]);
        assert_eq!(spec.courses[2].unavailable, [TimeSlot { day: 1, period: 1 }]);
        assert_eq!(spec.courses[2].students, 25);
        assert_eq!(spec.rooms[1].capacity, 20);
        assert_eq!(spec.weights, Weights::ITC2007);
    }

    #[test]
    fn a_solution_is_read_and_written_back_and_scored_by_hand() {
        let instance = parse_ctt(TOY).unwrap();
        let text = "c1 A 0 0\nc1 A 1 0\nc2 B 0 1\nc3 B 1 0\n";
        let placements = parse_solution(&instance, text).unwrap();
        assert_eq!(format_solution(&instance, &placements), text);
        let score = solver::score(&instance.problem, &placements);
        // c1 and c3 share teacher t1 at day 1 period 0: one conflict.
        assert_eq!(score.hard.conflicts, 1);
        assert_eq!(score.hard.total(), 1);
        // c3 has 25 students in B (20): 5. q1: day 0 has c1 and c2 side by side, day 1 c1 alone: 2.
        // q2: c3 alone: 2. c1 in one room, working days met.
        assert_eq!(score.soft.room_capacity, 5);
        assert_eq!(score.soft.compactness, 4);
        assert_eq!(score.soft.total(), 9);
    }

    #[test]
    fn bad_instances_are_errors_that_name_their_line() {
        let cases = [
            (TOY.replace("Rooms: 2", "Rooms two"), CttError::Expected { line: 3, expected: "Rooms:", found: "Rooms two".into() }),
            (TOY.replace("c2 t2 1 1 10", "c2 t2 one 1 10"), CttError::NotANumber { line: 11, found: "one".into() }),
            (TOY.replace("q2 1 c3", "q2 1 c9"), CttError::UnknownCourse { line: 20, name: "c9".into() }),
            (TOY.replace("q2 1 c3", "q2 2 c3"), CttError::CurriculumSize { line: 20, name: "q2".into(), declared: 2, listed: 1 }),
            (TOY.replace("B 20", "A 20"), CttError::Duplicate { line: 16, name: "A".into() }),
            (TOY.replace("\nEND.\n", ""), CttError::UnexpectedEnd("END.")),
            (TOY.replace("c3 1 1", "c3 1 5"), CttError::Problem(ProblemError::CourseSlotOutsideWeek { course: 2, day: 1, period: 5 })),
            (
                TOY.replace("c2 t2 1 1 10", "c2 t2 1 1"),
                CttError::Expected {
                    line: 11,
                    expected: "<course> <teacher> <lectures> <min working days> <students>",
                    found: "c2 t2 1 1".into(),
                },
            ),
            (String::new(), CttError::UnexpectedEnd("Name:")),
        ];
        for (text, error) in cases {
            assert_eq!(parse_ctt(&text).unwrap_err(), error);
        }
    }

    #[test]
    fn bad_solutions_are_errors_that_name_their_line() {
        let instance = parse_ctt(TOY).unwrap();
        assert_eq!(parse_solution(&instance, "c1 A 0\n").unwrap_err(), SolutionError::Malformed { line: 1, found: "c1 A 0".into() });
        assert_eq!(parse_solution(&instance, "\nc7 A 0 0\n").unwrap_err(), SolutionError::UnknownCourse { line: 2, name: "c7".into() });
        assert_eq!(parse_solution(&instance, "c1 Z 0 0").unwrap_err(), SolutionError::UnknownRoom { line: 1, name: "Z".into() });
        assert_eq!(parse_solution(&instance, "c1 A x 0").unwrap_err(), SolutionError::NotANumber { line: 1, found: "x".into() });
        // Out of the week is read, and the scorer counts it.
        let placements = parse_solution(&instance, "c1 A 9 0").unwrap();
        assert_eq!(solver::score(&instance.problem, &placements).hard.invalid, 1);
    }

    #[test]
    fn every_benchmark_instance_is_read() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/itc2007");
        let Ok(entries) = std::fs::read_dir(&dir) else { return };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "ctt") {
                let text = std::fs::read_to_string(&path).unwrap();
                let instance = parse_ctt(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                assert_eq!(instance.courses.len(), instance.problem.spec().courses.len());
            }
        }
    }
}
