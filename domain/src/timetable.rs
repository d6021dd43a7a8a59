//! Timetables drawn up by the solver: the weights an institution gives the soft rules, the
//! periods a teacher cannot teach, how many lessons a week a subject needs, the states of a run
//! and why a lesson could not be placed, in the three languages.

use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::InstitutionId;
use crate::language::{Language, Localized};
use crate::schedule::{DateSpan, LessonType};
use crate::validation::{Invalid, ValidationErrors};

macro_rules! timetable_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(i64);

        impl $name {
            pub fn new(value: i64) -> Result<$name, Invalid> {
                if value > 0 {
                    Ok($name(value))
                } else {
                    Err(Invalid::NotPositiveId)
                }
            }

            pub fn from_stored(value: i64) -> $name {
                $name(value)
            }

            pub fn get(self) -> i64 {
                self.0
            }
        }
    };
}

timetable_id!(
    /// A run of the solver.
    RunId
);
timetable_id!(
    /// A lesson of a run's draft.
    DraftLessonId
);
timetable_id!(
    /// One period a teacher cannot teach.
    UnavailabilityId
);

/// The highest weight a soft rule may have.
pub const MAX_WEIGHT: i64 = 100;

/// How much each broken soft rule costs the timetables of an institution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimetableWeights {
    /// Per lesson of a group with no lesson of the group next to it that day (a gap).
    pub compactness: u32,
    /// Per day below the days a subject's lessons should spread over.
    pub min_working_days: u32,
    /// Per room beyond the first that a subject of a group uses.
    pub room_stability: u32,
    /// Per lesson outside its teacher's preferred periods.
    pub preferred_periods: u32,
}

impl Default for TimetableWeights {
    fn default() -> Self {
        TimetableWeights { compactness: 2, min_working_days: 5, room_stability: 1, preferred_periods: 1 }
    }
}

impl TimetableWeights {
    /// Each weight from 0 (ignored) to [`MAX_WEIGHT`].
    pub fn new(compactness: i64, min_working_days: i64, room_stability: i64, preferred_periods: i64) -> Result<Self, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let mut weight = |field: &str, value: i64| {
            errors.check(
                field,
                if (0..=MAX_WEIGHT).contains(&value) { Ok(value as u32) } else { Err(Invalid::OutOfRange { min: 0, max: MAX_WEIGHT }) },
            )
        };
        let c = weight("compactness", compactness);
        let m = weight("min_working_days", min_working_days);
        let r = weight("room_stability", room_stability);
        let p = weight("preferred_periods", preferred_periods);
        // A weight is None exactly when it was refused, so the errors are never empty here.
        let (Some(compactness), Some(min_working_days), Some(room_stability), Some(preferred_periods)) = (c, m, r, p) else {
            return Err(errors);
        };
        Ok(TimetableWeights { compactness, min_working_days, room_stability, preferred_periods })
    }
}

/// An institution's weights, as the audit trail records their changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InstitutionWeights {
    pub institution: InstitutionId,
    pub weights: TimetableWeights,
}

impl Audited for InstitutionWeights {
    const ENTITY: EntityType = EntityType::TimetableSettings;

    fn audit_id(&self) -> i64 {
        self.institution.get()
    }

    fn snapshot(&self) -> Snapshot {
        let w = self.weights;
        Snapshot::from([
            ("compactness", i64::from(w.compactness).into()),
            ("min_working_days", i64::from(w.min_working_days).into()),
            ("room_stability", i64::from(w.room_stability).into()),
            ("preferred_periods", i64::from(w.preferred_periods).into()),
        ])
    }

    fn owner(&self) -> Option<InstitutionId> {
        Some(self.institution)
    }
}

/// How long a run may search, in seconds: 5 to 300.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunSeconds(u32);

impl RunSeconds {
    pub const MIN: i64 = 5;
    pub const MAX: i64 = 300;

    pub fn new(value: i64) -> Result<RunSeconds, Invalid> {
        if (Self::MIN..=Self::MAX).contains(&value) {
            Ok(RunSeconds(value as u32))
        } else {
            Err(Invalid::OutOfRange { min: Self::MIN, max: Self::MAX })
        }
    }

    pub fn get(self) -> u32 {
        self.0
    }
}

/// What a teacher's period says: they cannot teach then (the solver never puts a lesson of theirs
/// there), or they prefer it (their lessons elsewhere cost the weight of preferred periods, when
/// they have any preferred period at all).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PeriodKind {
    Unavailable,
    Preferred,
}

impl PeriodKind {
    pub const ALL: [PeriodKind; 2] = [PeriodKind::Unavailable, PeriodKind::Preferred];

    pub fn code(self) -> &'static str {
        match self {
            PeriodKind::Unavailable => "UNAVAILABLE",
            PeriodKind::Preferred => "PREFERRED",
        }
    }

    pub fn parse(code: &str) -> Result<PeriodKind, Invalid> {
        PeriodKind::ALL.into_iter().find(|k| k.code() == code).ok_or(Invalid::UnknownValue)
    }
}

/// Where a run is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RunStatus {
    Running,
    Done,
    Stopped,
    Failed,
}

impl RunStatus {
    pub const ALL: [RunStatus; 4] = [RunStatus::Running, RunStatus::Done, RunStatus::Stopped, RunStatus::Failed];

    pub fn code(self) -> &'static str {
        match self {
            RunStatus::Running => "RUNNING",
            RunStatus::Done => "DONE",
            RunStatus::Stopped => "STOPPED",
            RunStatus::Failed => "FAILED",
        }
    }

    pub fn parse(code: &str) -> Result<RunStatus, Invalid> {
        RunStatus::ALL.into_iter().find(|s| s.code() == code).ok_or(Invalid::UnknownValue)
    }

    /// Whether the run has a draft to review and publish.
    pub fn has_draft(self) -> bool {
        matches!(self, RunStatus::Done | RunStatus::Stopped)
    }
}

/// The academic hours one class hour holds: an academic hour is 40 minutes (a university's pair of
/// 80 minutes holds two; a lyceum's lesson of 45 minutes, one).
pub fn academic_hours_per_class_hour(minutes: i64) -> u32 {
    (minutes / 40).clamp(1, 4) as u32
}

/// The weeks of a semester, a started week counting whole: `ceil(days / 7)`.
pub fn weeks(semester: DateSpan) -> u32 {
    let days = (semester.end() - semester.start()).num_days() + 1;
    ((days.max(1) + 6) / 7) as u32
}

/// The lessons a week a subject of `study_hours` in the semester needs: its weekly hours are the
/// semester's hours over the semester's weeks, rounded up; the lessons, those weekly hours over the
/// academic hours of one class hour, rounded up again (so that the hours are always covered).
pub fn lessons_per_week(study_hours: i64, semester: DateSpan, hours_per_class_hour: u32) -> u32 {
    if study_hours <= 0 {
        return 0;
    }
    let weekly_hours = (study_hours as u64).div_ceil(u64::from(weeks(semester)));
    weekly_hours.div_ceil(u64::from(hours_per_class_hour.max(1))) as u32
}

/// Why some lessons of a subject are not in a draft.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnplacedReason {
    /// No teacher of the institution teaches the subject.
    NoTeacher,
    /// No room seats the group (or subgroup).
    NoRoom,
    /// The institution has no room of a kind the lessons' type is held in (a lecture hall for a
    /// lecture, a laboratory or computer room for a laboratory lesson).
    NoRoomOfKind { lesson_type: LessonType },
    /// The teacher is available in fewer periods than the subject has lessons.
    TooFewAvailablePeriods { available: u32, lessons: u32 },
    /// The teacher's subjects need more lessons than the periods the teacher is available.
    TeacherOverbooked { lessons: u32, available: u32 },
    /// The group's subjects need more lessons than the week has periods.
    GroupOverbooked { lessons: u32, periods: u32 },
    /// The run was stopped before a place was found.
    Stopped,
    /// Every period left clashes with another lesson and the search found no way round it.
    NoClashFreeSlot,
}

impl UnplacedReason {
    pub fn code(self) -> &'static str {
        match self {
            UnplacedReason::NoTeacher => "NO_TEACHER",
            UnplacedReason::NoRoom => "NO_ROOM",
            UnplacedReason::NoRoomOfKind { .. } => "NO_ROOM_OF_KIND",
            UnplacedReason::TooFewAvailablePeriods { .. } => "TOO_FEW_AVAILABLE_PERIODS",
            UnplacedReason::TeacherOverbooked { .. } => "TEACHER_OVERBOOKED",
            UnplacedReason::GroupOverbooked { .. } => "GROUP_OVERBOOKED",
            UnplacedReason::Stopped => "STOPPED",
            UnplacedReason::NoClashFreeSlot => "NO_CLASH_FREE_SLOT",
        }
    }

    /// The reason back from its code and its two numbers, as stored.
    pub fn from_stored(code: &str, first: u32, second: u32) -> Option<UnplacedReason> {
        Some(match code {
            "NO_TEACHER" => UnplacedReason::NoTeacher,
            "NO_ROOM" => UnplacedReason::NoRoom,
            "NO_ROOM_OF_KIND" => UnplacedReason::NoRoomOfKind { lesson_type: *LessonType::ALL.get(first as usize)? },
            "TOO_FEW_AVAILABLE_PERIODS" => UnplacedReason::TooFewAvailablePeriods { available: first, lessons: second },
            "TEACHER_OVERBOOKED" => UnplacedReason::TeacherOverbooked { lessons: first, available: second },
            "GROUP_OVERBOOKED" => UnplacedReason::GroupOverbooked { lessons: first, periods: second },
            "STOPPED" => UnplacedReason::Stopped,
            "NO_CLASH_FREE_SLOT" => UnplacedReason::NoClashFreeSlot,
            _ => return None,
        })
    }

    /// The two numbers a stored reason keeps.
    pub fn numbers(self) -> (u32, u32) {
        match self {
            UnplacedReason::TooFewAvailablePeriods { available, lessons } => (available, lessons),
            UnplacedReason::TeacherOverbooked { lessons, available } => (lessons, available),
            UnplacedReason::GroupOverbooked { lessons, periods } => (lessons, periods),
            // Never the default: `ALL` lists every lesson type, so each has its position.
            UnplacedReason::NoRoomOfKind { lesson_type } => (LessonType::ALL.iter().position(|t| *t == lesson_type).unwrap_or(0) as u32, 0),
            _ => (0, 0),
        }
    }

    pub fn message(self, language: Language) -> String {
        use Language::*;
        use UnplacedReason::*;
        match (self, language) {
            (NoTeacher, Uz | UzCyrl) => "Bu fanni o‘qitadigan o‘qituvchi yo‘q".into(),
            (NoTeacher, Ru) => "Нет преподавателя, ведущего этот предмет".into(),
            (NoTeacher, En) => "No teacher teaches this subject".into(),
            (NoRoom, Uz | UzCyrl) => "Guruhni sig‘diradigan xona yo‘q".into(),
            (NoRoom, Ru) => "Нет аудитории, вмещающей группу".into(),
            (NoRoom, En) => "No room seats the group".into(),
            (NoRoomOfKind { lesson_type }, Uz | UzCyrl) => {
                format!("Muassasada «{}» darsi uchun mos turdagi xona yo‘q", lesson_type.label(Uz))
            }
            (NoRoomOfKind { lesson_type }, Ru) => {
                format!("В учреждении нет аудитории подходящего вида для занятия «{}»", lesson_type.label(Ru))
            }
            (NoRoomOfKind { lesson_type }, En) => {
                format!("The institution has no room of a kind a «{}» lesson is held in", lesson_type.label(En))
            }
            (TooFewAvailablePeriods { available, lessons }, Uz | UzCyrl) => {
                format!("O‘qituvchi haftada faqat {available} para bo‘sh, fanga esa {lessons} para kerak")
            }
            (TooFewAvailablePeriods { available, lessons }, Ru) => {
                format!("Преподаватель свободен только {available} пар в неделю, а предмету нужно {lessons}")
            }
            (TooFewAvailablePeriods { available, lessons }, En) => {
                format!("The teacher is free for only {available} periods a week; the subject needs {lessons}")
            }
            (TeacherOverbooked { lessons, available }, Uz | UzCyrl) => {
                format!("O‘qituvchining fanlariga haftada {lessons} para kerak, u esa {available} para bo‘sh")
            }
            (TeacherOverbooked { lessons, available }, Ru) => {
                format!("Предметам преподавателя нужно {lessons} пар в неделю, а он свободен {available}")
            }
            (TeacherOverbooked { lessons, available }, En) => {
                format!("The teacher's subjects need {lessons} periods a week; the teacher is free for {available}")
            }
            (GroupOverbooked { lessons, periods }, Uz | UzCyrl) => {
                format!("Guruh fanlariga haftada {lessons} para kerak, haftada esa {periods} para bor")
            }
            (GroupOverbooked { lessons, periods }, Ru) => {
                format!("Предметам группы нужно {lessons} пар в неделю, а в неделе {periods} пар")
            }
            (GroupOverbooked { lessons, periods }, En) => {
                format!("The group's subjects need {lessons} periods a week; the week has {periods}")
            }
            (Stopped, Uz | UzCyrl) => "Hisoblash joy topilguncha to‘xtatildi".into(),
            (Stopped, Ru) => "Расчёт остановлен до того, как нашлось место".into(),
            (Stopped, En) => "The run was stopped before a place was found".into(),
            (NoClashFreeSlot, Uz | UzCyrl) => "Barcha bo‘sh paralar boshqa darslar bilan to‘qnashadi".into(),
            (NoClashFreeSlot, Ru) => "Все оставшиеся пары пересекаются с другими занятиями".into(),
            (NoClashFreeSlot, En) => "Every period left clashes with another lesson".into(),
        }
    }
}

/// Why a run or its draft refuses a request (409).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunConflict {
    /// The run is still searching: its draft is not there yet.
    StillRunning,
    /// The run failed or was already published.
    AlreadyPublished,
    /// The run ended without a draft.
    NoDraft,
    /// The teacher cannot teach in that period.
    TeacherUnavailable,
    /// The period is already barred for the teacher.
    AlreadyBarred,
}

impl Localized for RunConflict {
    fn code(&self) -> &'static str {
        match self {
            RunConflict::StillRunning => "timetable_run_running",
            RunConflict::AlreadyPublished => "timetable_run_published",
            RunConflict::NoDraft => "timetable_run_without_draft",
            RunConflict::TeacherUnavailable => "timetable_teacher_unavailable",
            RunConflict::AlreadyBarred => "duplicate",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (RunConflict::StillRunning, Uz | UzCyrl) => "Jadval hali tuzilmoqda".into(),
            (RunConflict::StillRunning, Ru) => "Расписание ещё составляется".into(),
            (RunConflict::StillRunning, En) => "The timetable is still being drawn up".into(),
            (RunConflict::AlreadyPublished, Uz | UzCyrl) => "Bu jadval allaqachon e’lon qilingan".into(),
            (RunConflict::AlreadyPublished, Ru) => "Это расписание уже опубликовано".into(),
            (RunConflict::AlreadyPublished, En) => "This timetable has already been published".into(),
            (RunConflict::NoDraft, Uz | UzCyrl) => "Hisoblash jadval loyihasisiz tugadi".into(),
            (RunConflict::NoDraft, Ru) => "Расчёт завершился без черновика".into(),
            (RunConflict::NoDraft, En) => "The run ended without a draft".into(),
            (RunConflict::TeacherUnavailable, Uz | UzCyrl) => "O‘qituvchi bu vaqtda dars bera olmaydi".into(),
            (RunConflict::TeacherUnavailable, Ru) => "Преподаватель не может вести занятия в это время".into(),
            (RunConflict::TeacherUnavailable, En) => "The teacher cannot teach at that time".into(),
            (RunConflict::AlreadyBarred, Uz | UzCyrl) => "O‘qituvchi uchun bu vaqt allaqachon band qilingan".into(),
            (RunConflict::AlreadyBarred, Ru) => "Это время уже отмечено как недоступное для преподавателя".into(),
            (RunConflict::AlreadyBarred, En) => "That period is already marked unavailable for the teacher".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn period_kinds_read_back_their_codes() {
        for kind in PeriodKind::ALL {
            assert_eq!(PeriodKind::parse(kind.code()), Ok(kind));
        }
        assert_eq!(PeriodKind::parse("preferred"), Err(Invalid::UnknownValue));
    }

    fn span(days: i64) -> DateSpan {
        let start = NaiveDate::from_ymd_opt(2026, 9, 1).unwrap();
        DateSpan::new(start, start + chrono::Duration::days(days - 1)).unwrap()
    }

    #[test]
    fn weekly_lessons_round_up_twice() {
        // 18 weeks; 60 hours → 4 hours a week → 2 pairs of 80 minutes, or 4 lessons of 45.
        assert_eq!(weeks(span(126)), 18);
        assert_eq!(lessons_per_week(60, span(126), 2), 2);
        assert_eq!(lessons_per_week(60, span(126), 1), 4);
        // A started week counts whole: 127 days are 19 weeks.
        assert_eq!(weeks(span(127)), 19);
        assert_eq!(lessons_per_week(0, span(126), 2), 0);
        assert_eq!(academic_hours_per_class_hour(80), 2);
        assert_eq!(academic_hours_per_class_hour(45), 1);
    }

    #[test]
    fn weights_and_seconds_keep_to_their_range() {
        assert_eq!(TimetableWeights::new(2, 5, 1, 1).unwrap(), TimetableWeights::default());
        let errors = TimetableWeights::new(-1, 5, 101, 0).unwrap_err();
        let fields: Vec<&str> = errors.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, vec!["compactness", "room_stability"]);
        assert!(RunSeconds::new(4).is_err() && RunSeconds::new(301).is_err());
        assert_eq!(RunSeconds::new(30).unwrap().get(), 30);
    }

    #[test]
    fn statuses_and_reasons_round_trip_through_their_codes() {
        for status in RunStatus::ALL {
            assert_eq!(RunStatus::parse(status.code()), Ok(status));
        }
        let reasons = [
            UnplacedReason::NoTeacher,
            UnplacedReason::NoRoom,
            UnplacedReason::NoRoomOfKind { lesson_type: LessonType::Lab },
            UnplacedReason::NoRoomOfKind { lesson_type: LessonType::Lecture },
            UnplacedReason::TooFewAvailablePeriods { available: 3, lessons: 4 },
            UnplacedReason::TeacherOverbooked { lessons: 30, available: 24 },
            UnplacedReason::GroupOverbooked { lessons: 26, periods: 24 },
            UnplacedReason::Stopped,
            UnplacedReason::NoClashFreeSlot,
        ];
        for reason in reasons {
            let (a, b) = reason.numbers();
            assert_eq!(UnplacedReason::from_stored(reason.code(), a, b), Some(reason));
            for language in [Language::Uz, Language::Ru, Language::En] {
                assert!(!reason.message(language).is_empty());
            }
        }
        assert!(UnplacedReason::GroupOverbooked { lessons: 26, periods: 24 }.message(Language::Uz).contains("26"));
        assert!(UnplacedReason::NoRoomOfKind { lesson_type: LessonType::Lab }.message(Language::En).contains("Laboratory"));
    }

    proptest! {
        /// The weekly lessons always cover the semester's hours.
        #[test]
        fn weekly_lessons_cover_the_hours(hours in 1i64..400, days in 7i64..200, per in 1u32..3) {
            let lessons = lessons_per_week(hours, span(days), per);
            prop_assert!(i64::from(lessons * per * weeks(span(days))) >= hours);
        }
    }
}
