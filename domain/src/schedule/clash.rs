use super::calendar::DateSpan;
use super::lesson::Weekday;
use crate::ids::{ClassHourId, GroupId, RoomId, ScheduleId, StaffId};
use crate::language::{Language, Localized};

/// Where and when a weekly lesson puts a group (or one of its subgroups), a teacher and a room.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Booking {
    pub id: Option<ScheduleId>,
    pub group: GroupId,
    /// `None`: the whole group.
    pub subgroup: Option<u8>,
    pub teacher: StaffId,
    pub room: RoomId,
    pub weekday: Weekday,
    pub class_hour: ClassHourId,
    pub dates: DateSpan,
}

/// What two bookings are both claiming, if anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClashKind {
    Group,
    Teacher,
    Room,
}

impl ClashKind {
    pub const ALL: [ClashKind; 3] = [ClashKind::Group, ClashKind::Teacher, ClashKind::Room];
}

impl Booking {
    /// Same weekday and class hour on overlapping dates.
    pub fn same_slot(&self, other: &Booking) -> bool {
        self.weekday == other.weekday && self.class_hour == other.class_hour && self.dates.overlaps(other.dates)
    }

    /// The first thing both bookings claim at once: the group (a whole-group lesson claims every
    /// subgroup; two different subgroups share nothing), then the teacher, then the room.
    pub fn clash_with(&self, other: &Booking) -> Option<ClashKind> {
        if (self.id.is_some() && self.id == other.id) || !self.same_slot(other) {
            return None;
        }
        let group = self.group == other.group
            && match (self.subgroup, other.subgroup) {
                (Some(a), Some(b)) => a == b,
                _ => true,
            };
        if group {
            Some(ClashKind::Group)
        } else if self.teacher == other.teacher {
            Some(ClashKind::Teacher)
        } else if self.room == other.room {
            Some(ClashKind::Room)
        } else {
            None
        }
    }
}

/// A stored lesson with the names a clash message shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookedLesson {
    pub booking: Booking,
    pub group_name: String,
    pub subgroup_name: Option<String>,
    pub subject_name: String,
    pub teacher_name: String,
    pub room_name: String,
    pub class_hour_number: i16,
    /// An exam's date: the booking is that one day, and the message names the day and the exam.
    pub exam_date: Option<chrono::NaiveDate>,
}

/// A lesson refused because it would put a group, teacher or room in two places at once (409):
/// names who is busy and where they already are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clash {
    pub kind: ClashKind,
    /// The lesson already there; `None` when only the database's constraint saw the clash (two
    /// editors at once), which names no lesson.
    pub existing: Option<Box<BookedLesson>>,
}

/// The first stored lesson the candidate clashes with.
pub fn find_clash(candidate: &Booking, stored: &[BookedLesson]) -> Result<(), Clash> {
    match stored.iter().find_map(|s| candidate.clash_with(&s.booking).map(|kind| (kind, s))) {
        Some((kind, existing)) => Err(Clash { kind, existing: Some(Box::new(existing.clone())) }),
        None => Ok(()),
    }
}

fn weekday_name(weekday: Weekday, language: Language) -> &'static str {
    const NAMES: [[&str; 3]; 6] = [
        ["dushanba", "понедельник", "Monday"],
        ["seshanba", "вторник", "Tuesday"],
        ["chorshanba", "среда", "Wednesday"],
        ["payshanba", "четверг", "Thursday"],
        ["juma", "пятница", "Friday"],
        ["shanba", "суббота", "Saturday"],
    ];
    let row = NAMES[usize::from(weekday.get().clamp(1, 6)) - 1];
    match language {
        Language::Uz | Language::UzCyrl => row[0],
        Language::Ru => row[1],
        Language::En => row[2],
    }
}

impl Localized for Clash {
    fn code(&self) -> &'static str {
        match self.kind {
            ClashKind::Group => "schedule_group_busy",
            ClashKind::Teacher => "schedule_teacher_busy",
            ClashKind::Room => "schedule_room_busy",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        let Some(e) = &self.existing else {
            return match (self.kind, language) {
                (ClashKind::Group, Uz | UzCyrl) => "Guruhning bu vaqtda boshqa darsi bor".into(),
                (ClashKind::Group, Ru) => "У группы в это время уже есть занятие".into(),
                (ClashKind::Group, En) => "The group already has a lesson at that time".into(),
                (ClashKind::Teacher, Uz | UzCyrl) => "O‘qituvchining bu vaqtda boshqa darsi bor".into(),
                (ClashKind::Teacher, Ru) => "У преподавателя в это время уже есть занятие".into(),
                (ClashKind::Teacher, En) => "The teacher already has a lesson at that time".into(),
                (ClashKind::Room, Uz | UzCyrl) => "Xona bu vaqtda band".into(),
                (ClashKind::Room, Ru) => "Аудитория в это время занята".into(),
                (ClashKind::Room, En) => "The room is taken at that time".into(),
            };
        };
        let day = match e.exam_date {
            Some(date) => date.format("%d.%m.%Y").to_string(),
            None => weekday_name(e.booking.weekday, language).to_string(),
        };
        let hour = e.class_hour_number;
        let group = match &e.subgroup_name {
            Some(sub) => format!("{} ({sub})", e.group_name),
            None => e.group_name.clone(),
        };
        let subject = match (e.exam_date, language) {
            (None, _) => e.subject_name.clone(),
            (Some(_), Uz | UzCyrl) => format!("{} (imtihon)", e.subject_name),
            (Some(_), Ru) => format!("{} (экзамен)", e.subject_name),
            (Some(_), En) => format!("{} (exam)", e.subject_name),
        };
        let (teacher, room) = (&e.teacher_name, &e.room_name);
        match (self.kind, language) {
            (ClashKind::Group, Uz | UzCyrl) => {
                format!("{group} guruhi {day} kuni {hour}-para vaqtida band: {subject}, {teacher}, {room} xonasida")
            }
            (ClashKind::Group, Ru) => format!("Группа {group} занята в {day}, {hour}-я пара: {subject}, {teacher}, аудитория {room}"),
            (ClashKind::Group, En) => format!("Group {group} is busy on {day}, period {hour}: {subject} with {teacher} in room {room}"),
            (ClashKind::Teacher, Uz | UzCyrl) => {
                format!("O‘qituvchi {teacher} {day} kuni {hour}-para vaqtida band: {group} guruhi, {subject}, {room} xonasida")
            }
            (ClashKind::Teacher, Ru) => {
                format!("Преподаватель {teacher} занят в {day}, {hour}-я пара: группа {group}, {subject}, аудитория {room}")
            }
            (ClashKind::Teacher, En) => format!("Teacher {teacher} is busy on {day}, period {hour}: group {group}, {subject}, room {room}"),
            (ClashKind::Room, Uz | UzCyrl) => {
                format!("{room} xonasi {day} kuni {hour}-para vaqtida band: {group} guruhi, {subject}, {teacher}")
            }
            (ClashKind::Room, Ru) => format!("Аудитория {room} занята в {day}, {hour}-я пара: группа {group}, {subject}, {teacher}"),
            (ClashKind::Room, En) => format!("Room {room} is taken on {day}, period {hour}: group {group}, {subject} with {teacher}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use chrono::NaiveDate;
    use proptest::prelude::*;

    use super::*;
    use crate::schedule::calendar::occurrences;

    fn day(n: i64) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 9, 7).unwrap() + chrono::Duration::days(n)
    }

    fn booking(group: i64, subgroup: Option<u8>, teacher: i64, room: i64) -> Booking {
        Booking {
            id: None,
            group: GroupId::from_stored(group),
            subgroup,
            teacher: StaffId::from_stored(teacher),
            room: RoomId::from_stored(room),
            weekday: Weekday::new(1).unwrap(),
            class_hour: ClassHourId::from_stored(1),
            dates: DateSpan::new(day(0), day(100)).unwrap(),
        }
    }

    fn booked(b: Booking) -> BookedLesson {
        BookedLesson {
            booking: b,
            group_name: "DI-25-01".into(),
            subgroup_name: None,
            subject_name: "Fizika".into(),
            teacher_name: "Aliyeva Nodira".into(),
            room_name: "301".into(),
            class_hour_number: 2,
            exam_date: None,
        }
    }

    #[test]
    fn subgroups_share_a_slot_but_not_with_the_whole_group() {
        let first = booking(1, Some(1), 1, 1);
        assert_eq!(booking(1, Some(2), 2, 2).clash_with(&first), None);
        assert_eq!(booking(1, Some(1), 2, 2).clash_with(&first), Some(ClashKind::Group));
        assert_eq!(booking(1, None, 2, 2).clash_with(&first), Some(ClashKind::Group));
        assert_eq!(booking(2, None, 1, 2).clash_with(&first), Some(ClashKind::Teacher));
        assert_eq!(booking(2, None, 2, 1).clash_with(&first), Some(ClashKind::Room));
        let later = Booking { dates: DateSpan::new(day(101), day(120)).unwrap(), ..booking(1, None, 1, 1) };
        assert_eq!(later.clash_with(&first), None, "one series ends before the other begins");
        let other_hour = Booking { class_hour: ClassHourId::from_stored(2), ..booking(1, None, 1, 1) };
        assert_eq!(other_hour.clash_with(&first), None);
    }

    #[test]
    fn a_clash_names_who_is_busy_and_where() {
        let clash = find_clash(&booking(2, None, 1, 9), &[booked(booking(1, None, 1, 1))]).unwrap_err();
        assert_eq!(clash.code(), "schedule_teacher_busy");
        assert_eq!(
            clash.message(Language::Uz),
            "O‘qituvchi Aliyeva Nodira dushanba kuni 2-para vaqtida band: DI-25-01 guruhi, Fizika, 301 xonasida"
        );
        let exam = BookedLesson { exam_date: Some(day(7)), ..booked(booking(1, None, 1, 1)) };
        let clash = find_clash(&booking(1, None, 2, 9), &[exam]).unwrap_err();
        assert_eq!(
            clash.message(Language::En),
            "Group DI-25-01 is busy on 14.09.2026, period 2: Fizika (exam) with Aliyeva Nodira in room 301"
        );
        let moved = Booking { id: Some(ScheduleId::from_stored(5)), ..booking(1, None, 1, 1) };
        let itself = Booking { id: Some(ScheduleId::from_stored(5)), ..booking(1, None, 1, 1) };
        assert!(find_clash(&moved, &[booked(itself)]).is_ok(), "a lesson does not clash with itself");
    }

    #[derive(Debug, Clone)]
    enum Step {
        Add { group: i64, subgroup: Option<u8>, teacher: i64, room: i64, weekday: u8, hour: i64, start: i64, length: i64 },
        Move { pick: usize, weekday: u8, hour: i64, room: i64 },
        DeleteDay { pick: usize, week: i64 },
        DeleteUntil { pick: usize, week: i64 },
    }

    fn step() -> impl Strategy<Value = Step> {
        prop_oneof![
            4 => (1i64..4, proptest::option::of(1u8..3), 1i64..4, 1i64..4, 1u8..3, 1i64..3, 0i64..40, 0i64..60)
                .prop_map(|(group, subgroup, teacher, room, weekday, hour, start, length)| Step::Add { group, subgroup, teacher, room, weekday, hour, start, length }),
            2 => (0usize..50, 1u8..3, 1i64..3, 1i64..4).prop_map(|(pick, weekday, hour, room)| Step::Move { pick, weekday, hour, room }),
            1 => (0usize..50, 0i64..14).prop_map(|(pick, week)| Step::DeleteDay { pick, week }),
            1 => (0usize..50, 0i64..14).prop_map(|(pick, week)| Step::DeleteUntil { pick, week }),
        ]
    }

    proptest! {
        /// Whatever adds, moves and deletes are tried, the accepted ones never put a group (or a
        /// subgroup with its whole group), a teacher or a room in two places on one day and hour.
        #[test]
        fn no_accepted_sequence_double_books(steps in proptest::collection::vec(step(), 1..40)) {
            let mut stored: Vec<(Booking, BTreeSet<NaiveDate>)> = Vec::new();
            let mut next_id = 1;
            let check = |candidate: &Booking, stored: &[(Booking, BTreeSet<NaiveDate>)]| {
                let existing: Vec<BookedLesson> = stored.iter().map(|(b, _)| booked(*b)).collect();
                find_clash(candidate, &existing).is_ok()
            };
            for step in steps {
                match step {
                    Step::Add { group, subgroup, teacher, room, weekday, hour, start, length } => {
                        let candidate = Booking {
                            id: Some(ScheduleId::from_stored(next_id)),
                            weekday: Weekday::new(i64::from(weekday)).unwrap(),
                            class_hour: ClassHourId::from_stored(hour),
                            dates: DateSpan::new(day(start), day(start + length)).unwrap(),
                            ..booking(group, subgroup, teacher, room)
                        };
                        next_id += 1;
                        if check(&candidate, &stored) {
                            stored.push((candidate, BTreeSet::new()));
                        }
                    }
                    Step::Move { pick, weekday, hour, room } if !stored.is_empty() => {
                        let index = pick % stored.len();
                        let moved = Booking {
                            weekday: Weekday::new(i64::from(weekday)).unwrap(),
                            class_hour: ClassHourId::from_stored(hour),
                            room: RoomId::from_stored(room),
                            ..stored[index].0
                        };
                        if check(&moved, &stored) {
                            stored[index].0 = moved;
                        }
                    }
                    Step::DeleteDay { pick, week } if !stored.is_empty() => {
                        let index = pick % stored.len();
                        let (b, skipped) = &mut stored[index];
                        if let Some(date) = occurrences(b.weekday, b.dates, skipped, b.dates).into_iter().nth(week as usize) {
                            skipped.insert(date);
                        }
                    }
                    Step::DeleteUntil { pick, week } if !stored.is_empty() => {
                        let index = pick % stored.len();
                        let cut = stored[index].0.dates.start() + chrono::Duration::days(week * 7);
                        match DateSpan::new(stored[index].0.dates.start(), cut - chrono::Duration::days(1)) {
                            Some(span) if cut <= stored[index].0.dates.end() => stored[index].0.dates = span,
                            _ if cut <= stored[index].0.dates.end() => { stored.remove(index); }
                            _ => {}
                        }
                    }
                    _ => {}
                }
            }
            // Every concrete lesson, day by day: who is where.
            let window = DateSpan::new(day(0), day(120)).unwrap();
            let mut groups: BTreeMap<(NaiveDate, i64, GroupId), Vec<Option<u8>>> = BTreeMap::new();
            let mut teachers: BTreeSet<(NaiveDate, i64, StaffId)> = BTreeSet::new();
            let mut rooms: BTreeSet<(NaiveDate, i64, RoomId)> = BTreeSet::new();
            for (b, skipped) in &stored {
                for date in occurrences(b.weekday, b.dates, skipped, window) {
                    let hour = b.class_hour.get();
                    prop_assert!(teachers.insert((date, hour, b.teacher)), "teacher double-booked");
                    prop_assert!(rooms.insert((date, hour, b.room)), "room double-booked");
                    let parts = groups.entry((date, hour, b.group)).or_default();
                    prop_assert!(
                        parts.iter().all(|p| matches!((p, b.subgroup), (Some(x), Some(y)) if *x != y)),
                        "group double-booked"
                    );
                    parts.push(b.subgroup);
                }
            }
        }
    }
}
