//! A small institution's timetable data, and random ones, for the tests of the assembly here and
//! of the solver behind the port (`adapters-solver`, through the `fixtures` feature).

// Test data only: a malformed fixture is a bug of the test that reads it.
#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;

use chrono::NaiveDate;
use domain::ids::{ClassHourId, EduSubjectId, GroupId, RoomId, StaffId};
use domain::multilingual::MultilingualName;
use domain::room::RoomKind;
use domain::schedule::{Booking, DateSpan, Weekday};
use domain::timetable::TimetableWeights;
use proptest::prelude::*;

use crate::ports::{GroupOfTimetable, PeriodOfDay, RoomOfTimetable, SubjectOfGroup, TeacherOfTimetable, TimetableData};

pub fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

pub fn semester() -> DateSpan {
    // 18 weeks.
    DateSpan::new(d(9, 1), d(9, 1) + chrono::Duration::days(125)).unwrap()
}

pub fn subject(id: i64, hours: i32, subgroups: Vec<i32>) -> SubjectOfGroup {
    SubjectOfGroup {
        id: EduSubjectId::from_stored(id),
        name: MultilingualName::from_stored("Fan".into(), String::new(), String::new(), String::new()),
        study_hours: hours,
        subgroups,
    }
}

/// Two groups, two teachers, two rooms, four class hours of 80 minutes.
pub fn data() -> TimetableData {
    TimetableData {
        periods: (1..=4).map(|n| PeriodOfDay { id: ClassHourId::from_stored(n), number: n as i16, minutes: 80 }).collect(),
        rooms: vec![
            RoomOfTimetable { id: RoomId::from_stored(1), capacity: 60, kind: RoomKind::Lecture },
            RoomOfTimetable { id: RoomId::from_stored(2), capacity: 15, kind: RoomKind::Computer },
            // Big enough for a whole group, but a gym: no lecture goes there.
            RoomOfTimetable { id: RoomId::from_stored(3), capacity: 100, kind: RoomKind::Gym },
        ],
        teachers: vec![
            TeacherOfTimetable {
                id: StaffId::from_stored(1),
                full_name: "Aliyeva".into(),
                rate: 100,
                subjects: BTreeSet::from([EduSubjectId::from_stored(10), EduSubjectId::from_stored(11)]),
            },
            TeacherOfTimetable {
                id: StaffId::from_stored(2),
                full_name: "Karimov".into(),
                rate: 50,
                subjects: BTreeSet::from([EduSubjectId::from_stored(11)]),
            },
        ],
        groups: vec![
            GroupOfTimetable {
                id: GroupId::from_stored(7),
                name: "DI-25-01".into(),
                students: 25,
                semester: semester(),
                // 72 hours: 4 a week, 2 pairs; split into two subgroups of 12 and 13.
                subjects: vec![subject(10, 72, vec![]), subject(11, 72, vec![12, 13]), subject(12, 36, vec![])],
            },
            GroupOfTimetable {
                id: GroupId::from_stored(8),
                name: "DI-25-02".into(),
                students: 20,
                semester: semester(),
                subjects: vec![subject(10, 36, vec![])],
            },
        ],
        unavailable: vec![(StaffId::from_stored(1), Weekday::new(1).unwrap(), ClassHourId::from_stored(1))],
        // Karimov prefers the first two hours of Wednesday and Thursday.
        preferred: [(3, 1), (3, 2), (4, 1), (4, 2)]
            .into_iter()
            .map(|(day, hour)| (StaffId::from_stored(2), Weekday::new(day).unwrap(), ClassHourId::from_stored(hour)))
            .collect(),
        published: vec![(
            Booking {
                id: None,
                group: GroupId::from_stored(8),
                subgroup: None,
                teacher: StaffId::from_stored(1),
                room: RoomId::from_stored(1),
                weekday: Weekday::new(2).unwrap(),
                class_hour: ClassHourId::from_stored(2),
                dates: semester(),
            },
            EduSubjectId::from_stored(10),
        )],
        weights: TimetableWeights::default(),
    }
}

/// Random small institutions: 1-4 class hours, 1-3 rooms, 1-4 teachers with some of 4 subjects,
/// 1-4 groups with some subjects (split or not), some unavailable periods, a published lesson.
pub fn institution() -> impl Strategy<Value = TimetableData> {
    (
        1usize..=4,
        proptest::collection::vec((10i32..60, 0usize..4), 1..=3),
        proptest::collection::vec(proptest::collection::btree_set(10i64..14, 1..=3), 1..=4),
        proptest::collection::vec((15i32..50, proptest::collection::vec((10i64..14, 18i32..120, any::<bool>()), 1..=4)), 1..=4),
        proptest::collection::vec((0usize..4, 1i64..=6, 0usize..4), 0..6),
        any::<bool>(),
    )
        .prop_map(|(hours, rooms, teachers, groups, barred, with_published)| {
            let periods: Vec<PeriodOfDay> =
                (1..=hours as i64).map(|n| PeriodOfDay { id: ClassHourId::from_stored(n), number: n as i16, minutes: 80 }).collect();
            let teachers: Vec<TeacherOfTimetable> = teachers
                .into_iter()
                .enumerate()
                .map(|(i, subjects)| TeacherOfTimetable {
                    id: StaffId::from_stored(i as i64 + 1),
                    full_name: format!("T{i}"),
                    rate: 100,
                    subjects: subjects.into_iter().map(EduSubjectId::from_stored).collect(),
                })
                .collect();
            let groups: Vec<GroupOfTimetable> = groups
                .into_iter()
                .enumerate()
                .map(|(g, (students, subjects))| {
                    let mut seen = BTreeSet::new();
                    GroupOfTimetable {
                        id: GroupId::from_stored(g as i64 + 1),
                        name: format!("G{g}"),
                        students,
                        semester: semester(),
                        subjects: subjects
                            .into_iter()
                            .filter(|(id, _, _)| seen.insert(*id))
                            .map(|(id, hours, split)| {
                                subject(id, hours, if split { vec![students / 2, students - students / 2] } else { vec![] })
                            })
                            .collect(),
                    }
                })
                .collect();
            let unavailable = barred
                .into_iter()
                .filter(|(t, _, p)| *t < teachers.len() && *p < periods.len())
                .map(|(t, day, p)| (teachers[t].id, Weekday::new(day).unwrap(), periods[p].id))
                .collect();
            let published = if with_published {
                vec![(
                    Booking {
                        id: None,
                        group: groups[0].id,
                        subgroup: None,
                        teacher: teachers[0].id,
                        room: RoomId::from_stored(1),
                        weekday: Weekday::new(1).unwrap(),
                        class_hour: periods[0].id,
                        dates: semester(),
                    },
                    EduSubjectId::from_stored(99),
                )]
            } else {
                Vec::new()
            };
            TimetableData {
                periods,
                rooms: rooms
                    .into_iter()
                    .enumerate()
                    .map(|(i, (capacity, kind))| RoomOfTimetable {
                        id: RoomId::from_stored(i as i64 + 1),
                        capacity,
                        kind: [RoomKind::Lecture, RoomKind::Lab, RoomKind::Computer, RoomKind::Gym][kind],
                    })
                    .collect(),
                teachers,
                groups,
                unavailable,
                preferred: Vec::new(),
                published,
                weights: TimetableWeights::default(),
            }
        })
}
