//! From what an institution's timetable is made of to the solver's problem, and from the
//! solver's answer back to lessons of groups. Pure: the use cases load and store around it.
//!
//! - A week is the six teaching days (Monday to Saturday) × the institution's class hours.
//! - Each group (and each subgroup number of a group) is a curriculum of the solver: a lesson of
//!   the whole group belongs to all of the group's curricula, a subgroup's lesson to its own, so two
//!   subgroups may study at once but never while the whole group does.
//! - Each subject of a group's current semester is a course for the whole group, or one course per
//!   subgroup when the group is split for it. Its lessons a week are
//!   `domain::timetable::lessons_per_week` of its semester hours, less the published lessons it
//!   already has in the run's dates.
//! - Its teacher is the one, among the teachers of the subject, with the fewest lessons per
//!   percent of rate so far (courses with the fewest candidate teachers choose first).
//! - Its lessons are lectures for the whole group and practice for a subgroup; it may use the
//!   rooms that seat its students and are of a kind its lesson type is held in
//!   (`LessonType::room_kinds`: a lecture in a lecture hall). Without any room of such a kind, its
//!   lessons are left out with that reason. Its teacher's unavailable periods are barred,
//!   and its lessons outside its teacher's preferred periods (if the teacher has any) cost the
//!   institution's weight of preferred periods.
//! - Every published lesson in the run's dates bars its period for its teacher and its group (or
//!   subgroup), and holds its room through a course of one lesson fixed in that period and room
//!   (the solver never pushes a fixed lecture out), so that the draft goes round the published
//!   timetable.

use std::collections::BTreeMap;

use domain::ids::{EduSubjectId, GroupId, RoomId, StaffId};
use domain::multilingual::MultilingualName;
use domain::schedule::{DateSpan, LessonDetails, LessonType, Weekday};
use domain::timetable::{academic_hours_per_class_hour, lessons_per_week, UnplacedReason};

use crate::ports::{
    SoftCosts, SolverCourse, SolverLeftOut, SolverTeacher, TimetableData, TimetableProblem, TimetableSolution, UnplacedLesson, WeekSlot,
};

/// The teaching days of a week.
pub const DAYS: usize = 6;

/// A course of the problem that is a subject of a group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CourseOfGroup {
    pub group: GroupId,
    pub group_name: String,
    pub subgroup: Option<u8>,
    pub subject: EduSubjectId,
    pub subject_name: MultilingualName,
    pub teacher: StaffId,
    pub teacher_name: String,
    pub lessons: u32,
    pub lesson_type: LessonType,
    pub dates: DateSpan,
}

/// The solver's problem with what its indices stand for.
#[derive(Debug, Clone)]
pub struct Assembly {
    pub problem: TimetableProblem,
    /// The first courses of the problem, in order; the published lessons pinned in place follow.
    pub courses: Vec<CourseOfGroup>,
    pub rooms: Vec<RoomId>,
    /// Lessons left out before the search (no teacher for the subject, more than the week holds).
    pub unplaced: Vec<UnplacedLesson>,
    /// The lessons a week the draft should hold.
    pub total: u32,
}

struct Need {
    group: usize,
    subgroup: Option<u8>,
    subject: usize,
    students: i32,
    lessons: u32,
}

/// The solver's problem for the groups of `data` whose semester overlaps `dates`.
pub fn assemble(data: &TimetableData, dates: DateSpan) -> Assembly {
    let periods_per_day = data.periods.len();
    let week = (DAYS * periods_per_day) as u32;
    let per_class_hour = data.periods.first().map_or(2, |p| academic_hours_per_class_hour(p.minutes));
    let period_of = |class_hour| data.periods.iter().position(|p| p.id == class_hour);
    let slot = |weekday: Weekday, period: usize| WeekSlot { day: usize::from(weekday.get()) - 1, period };

    // Curricula: the whole group, then each of its subgroup numbers.
    let mut subgroups_of: BTreeMap<GroupId, u8> = BTreeMap::new();
    for group in &data.groups {
        // A group with no subjects has no subgroups.
        let most = group.subjects.iter().map(|s| s.subgroups.len()).max().unwrap_or(0).min(20) as u8;
        subgroups_of.insert(group.id, most);
    }
    for (booking, _) in &data.published {
        let entry = subgroups_of.entry(booking.group).or_insert(0);
        // A lesson of the whole group (no subgroup) adds no subgroup.
        *entry = (*entry).max(booking.subgroup.unwrap_or(0));
    }
    let mut curriculum_of: BTreeMap<(GroupId, u8), usize> = BTreeMap::new();
    for (group, most) in &subgroups_of {
        for n in 0..=*most {
            let next = curriculum_of.len();
            curriculum_of.insert((*group, n), next);
        }
    }
    let curricula_for = |group: GroupId, subgroup: Option<u8>| -> Vec<usize> {
        match subgroup {
            Some(n) => curriculum_of.get(&(group, n)).copied().into_iter().collect(),
            None => curriculum_of.range((group, 0)..=(group, u8::MAX)).map(|(_, c)| *c).collect(),
        }
    };

    // Teachers, with their unavailable and preferred periods; teachers of published lessons join them.
    let mut teacher_ids: Vec<StaffId> = data.teachers.iter().map(|t| t.id).collect();
    for (booking, _) in &data.published {
        if !teacher_ids.contains(&booking.teacher) {
            teacher_ids.push(booking.teacher);
        }
    }
    let mut teachers: Vec<SolverTeacher> = vec![SolverTeacher::default(); teacher_ids.len()];
    for (staff, weekday, class_hour) in &data.unavailable {
        if let (Some(t), Some(p)) = (teacher_ids.iter().position(|id| id == staff), period_of(*class_hour)) {
            teachers[t].unavailable.push(slot(*weekday, p));
        }
    }
    for (staff, weekday, class_hour) in &data.preferred {
        if let (Some(t), Some(p)) = (teacher_ids.iter().position(|id| id == staff), period_of(*class_hour)) {
            teachers[t].preferred.push(slot(*weekday, p));
        }
    }
    let rooms: Vec<RoomId> = data.rooms.iter().map(|r| r.id).collect();

    // What each group needs, less what is published already.
    let mut published_count: BTreeMap<(GroupId, Option<u8>, EduSubjectId), u32> = BTreeMap::new();
    for (booking, subject) in &data.published {
        *published_count.entry((booking.group, booking.subgroup, *subject)).or_default() += 1;
    }
    let mut needs = Vec::new();
    for (g, group) in data.groups.iter().enumerate() {
        if !group.semester.overlaps(dates) {
            continue;
        }
        for (s, subject) in group.subjects.iter().enumerate() {
            let weekly = lessons_per_week(i64::from(subject.study_hours), group.semester, per_class_hour);
            let parts: Vec<(Option<u8>, i32)> = if subject.subgroups.is_empty() {
                vec![(None, group.students)]
            } else {
                subject.subgroups.iter().enumerate().map(|(i, students)| (Some(i as u8 + 1), *students)).collect()
            };
            for (subgroup, students) in parts {
                // Nothing published yet for it: no lessons done.
                let done = published_count.get(&(group.id, subgroup, subject.id)).copied().unwrap_or(0);
                let lessons = weekly.saturating_sub(done);
                if lessons > 0 {
                    needs.push(Need { group: g, subgroup, subject: s, students, lessons });
                }
            }
        }
    }

    // Teachers for the needs: fewest candidates first, then the biggest.
    let candidates = |need: &Need| -> Vec<usize> {
        let subject = data.groups[need.group].subjects[need.subject].id;
        data.teachers.iter().enumerate().filter(|(_, t)| t.subjects.contains(&subject)).map(|(i, _)| i).collect()
    };
    let mut order: Vec<usize> = (0..needs.len()).collect();
    order.sort_by_key(|&i| (candidates(&needs[i]).len(), std::cmp::Reverse(needs[i].lessons), i));
    let mut load: Vec<u32> = vec![0; teacher_ids.len()];
    for (booking, _) in &data.published {
        if let Some(t) = teacher_ids.iter().position(|id| *id == booking.teacher) {
            load[t] += 1;
        }
    }
    let mut chosen: Vec<Option<usize>> = vec![None; needs.len()];
    for &i in &order {
        let best = candidates(&needs[i]).into_iter().min_by(|&a, &b| {
            let share = |t: usize| f64::from(load[t]) / f64::from(data.teachers[t].rate.max(5));
            share(a).total_cmp(&share(b)).then(a.cmp(&b))
        });
        if let Some(t) = best {
            load[t] += needs[i].lessons;
            chosen[i] = Some(t);
        }
    }

    let mut courses = Vec::new();
    let mut specs = Vec::new();
    let mut unplaced = Vec::new();
    let mut total = 0;
    for (i, need) in needs.iter().enumerate() {
        let group = &data.groups[need.group];
        let subject = &group.subjects[need.subject];
        total += need.lessons;
        let Some(t) = chosen[i] else {
            unplaced.push(UnplacedLesson {
                group: group.id,
                group_name: group.name.clone(),
                subgroup: need.subgroup,
                subject: subject.id,
                subject_name: subject.name.clone(),
                teacher: None,
                lessons: need.lessons,
                reason: UnplacedReason::NoTeacher,
            });
            continue;
        };
        let teacher = &data.teachers[t];
        let lessons = need.lessons.min(week);
        if lessons < need.lessons {
            unplaced.push(UnplacedLesson {
                group: group.id,
                group_name: group.name.clone(),
                subgroup: need.subgroup,
                subject: subject.id,
                subject_name: subject.name.clone(),
                teacher: Some((teacher.id, teacher.full_name.clone())),
                lessons: need.lessons - lessons,
                reason: UnplacedReason::GroupOverbooked { lessons: need.lessons, periods: week },
            });
        }
        let lesson_type = if need.subgroup.is_some() { LessonType::Practice } else { LessonType::Lecture };
        if !data.rooms.iter().any(|r| lesson_type.fits_room(r.kind)) {
            unplaced.push(UnplacedLesson {
                group: group.id,
                group_name: group.name.clone(),
                subgroup: need.subgroup,
                subject: subject.id,
                subject_name: subject.name.clone(),
                teacher: Some((teacher.id, teacher.full_name.clone())),
                lessons,
                reason: UnplacedReason::NoRoomOfKind { lesson_type },
            });
            continue;
        }
        let fitting: Vec<usize> = data
            .rooms
            .iter()
            .enumerate()
            .filter(|(_, r)| r.capacity >= need.students && lesson_type.fits_room(r.kind))
            .map(|(i, _)| i)
            .collect();
        specs.push(SolverCourse {
            lessons: lessons as usize,
            min_working_days: (lessons as usize).min(DAYS),
            students: need.students.max(0) as u32,
            teacher: t,
            curricula: curricula_for(group.id, need.subgroup),
            unavailable: Vec::new(),
            rooms: Some(fitting),
            fixed: false,
        });
        courses.push(CourseOfGroup {
            group: group.id,
            group_name: group.name.clone(),
            subgroup: need.subgroup,
            subject: subject.id,
            subject_name: subject.name.clone(),
            teacher: teacher.id,
            teacher_name: teacher.full_name.clone(),
            lessons,
            lesson_type,
            dates: group.semester.intersection(dates).unwrap_or(group.semester),
        });
    }

    // The published lessons: their teachers and groups are busy then, and each holds its room
    // through a course of one lesson pinned there, with a teacher of its own and no curriculum, so
    // that nothing but the room can push it out (and nothing can: it has no other place).
    let all_slots: Vec<WeekSlot> = (0..DAYS).flat_map(|day| (0..periods_per_day).map(move |period| WeekSlot { day, period })).collect();
    for (booking, _) in &data.published {
        let Some(p) = period_of(booking.class_hour) else { continue };
        let own = slot(booking.weekday, p);
        if let Some(t) = teacher_ids.iter().position(|id| *id == booking.teacher) {
            teachers[t].unavailable.push(own);
        }
        for (spec, course) in specs.iter_mut().zip(&courses) {
            let same_students = course.group == booking.group
                && (booking.subgroup.is_none() || course.subgroup.is_none() || course.subgroup == booking.subgroup);
            if same_students {
                spec.unavailable.push(own);
            }
        }
        if let Some(room) = rooms.iter().position(|r| *r == booking.room) {
            teachers.push(SolverTeacher::default());
            specs.push(SolverCourse {
                lessons: 1,
                min_working_days: 1,
                students: 0,
                teacher: teachers.len() - 1,
                curricula: Vec::new(),
                unavailable: all_slots.iter().copied().filter(|s| *s != own).collect(),
                rooms: Some(vec![room]),
                fixed: true,
            });
        }
    }

    let costs = SoftCosts {
        room_capacity: 1,
        min_working_days: data.weights.min_working_days,
        compactness: data.weights.compactness,
        room_stability: data.weights.room_stability,
        preferred_periods: data.weights.preferred_periods,
    };
    let problem = TimetableProblem {
        days: DAYS,
        periods_per_day,
        room_capacities: data.rooms.iter().map(|r| r.capacity.max(0) as u32).collect(),
        teachers,
        curricula: curriculum_of.len(),
        courses: specs,
        costs,
    };
    Assembly { problem, courses, rooms, unplaced, total }
}

/// The draft's lessons and what is left out, from the solver's answer.
pub fn disassemble(assembly: &Assembly, data: &TimetableData, solution: &TimetableSolution) -> (Vec<LessonDetails>, Vec<UnplacedLesson>) {
    let mut lessons: Vec<LessonDetails> = Vec::new();
    // The draft is what gets published, so the schedule's own clash rule has the last word: a
    // placement that clashes with a published lesson or with one kept before it is listed as not
    // placed. (The solver keeps the published lessons fixed in their places, so this is a last
    // guard, for published lessons the week cannot hold: two in one room at once.)
    let mut clashing: Vec<usize> = Vec::new();
    for placement in &solution.placements {
        let Some(course) = assembly.courses.get(placement.course) else { continue };
        let (Some(period), Some(room), Ok(weekday)) =
            (data.periods.get(placement.slot.period), assembly.rooms.get(placement.room), Weekday::new(placement.slot.day as i64 + 1))
        else {
            continue;
        };
        let lesson = LessonDetails {
            group: course.group,
            subgroup: course.subgroup,
            subject: course.subject,
            teacher: course.teacher,
            room: *room,
            weekday,
            class_hour: period.id,
            lesson_type: course.lesson_type,
            dates: course.dates,
        };
        let booking = lesson.booking(None);
        let published = data.published.iter().any(|(other, _)| booking.clash_with(other).is_some());
        if published || lessons.iter().any(|kept| booking.clash_with(&kept.booking(None)).is_some()) {
            clashing.push(placement.course);
        } else {
            lessons.push(lesson);
        }
    }
    let mut unplaced = assembly.unplaced.clone();
    for index in clashing {
        let Some(course) = assembly.courses.get(index) else { continue };
        unplaced.push(UnplacedLesson {
            group: course.group,
            group_name: course.group_name.clone(),
            subgroup: course.subgroup,
            subject: course.subject,
            subject_name: course.subject_name.clone(),
            teacher: Some((course.teacher, course.teacher_name.clone())),
            lessons: 1,
            reason: UnplacedReason::NoClashFreeSlot,
        });
    }
    for left in &solution.unplaced {
        let Some(course) = assembly.courses.get(left.course) else { continue };
        let reason = match left.reason {
            SolverLeftOut::NoRoom => UnplacedReason::NoRoom,
            SolverLeftOut::TooFewAvailablePeriods { available, lessons } => {
                UnplacedReason::TooFewAvailablePeriods { available: available as u32, lessons: lessons as u32 }
            }
            SolverLeftOut::TeacherOverbooked { lessons, available } => {
                UnplacedReason::TeacherOverbooked { lessons: lessons as u32, available: available as u32 }
            }
            SolverLeftOut::CurriculumOverbooked { lessons, periods } => {
                UnplacedReason::GroupOverbooked { lessons: lessons as u32, periods: periods as u32 }
            }
            SolverLeftOut::Stopped => UnplacedReason::Stopped,
            SolverLeftOut::NoClashFreeSlot => UnplacedReason::NoClashFreeSlot,
        };
        unplaced.push(UnplacedLesson {
            group: course.group,
            group_name: course.group_name.clone(),
            subgroup: course.subgroup,
            subject: course.subject,
            subject_name: course.subject_name.clone(),
            teacher: Some((course.teacher, course.teacher_name.clone())),
            lessons: left.lessons as u32,
            reason,
        });
    }
    (lessons, unplaced)
}
