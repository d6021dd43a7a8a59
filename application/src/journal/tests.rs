use chrono::NaiveDate;
use domain::assessment::AssessmentPlan;
use domain::curriculum::RatingType;
use domain::ids::{CurriculumId, EduSubjectId, ExcuseId, GroupId, InstitutionId, ScheduleId, StaffId, StudentId};
use domain::journal::{Attendance, EntryForm, JournalSettings, Roll, RollEntry, SettingsForm, Tally};
use domain::paging::{Page, PageRequest};
use domain::permission::Permission;
use domain::schedule::DateSpan;
use domain::version::Version;

use super::*;
use crate::ports::{Excuse, LessonSetting, LessonView, RequestMeta, RosterStudent, StoredRoll, StudentRoll, TeacherPost};
use crate::test_support::{
    clock_on, curriculum_facts, group, institution, is_forbidden, lesson_view, ministry, name, refused_fields, student, FakeTx, FakeUnit,
};
use crate::AppError;

fn d(month: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, month, day).unwrap()
}

/// A Monday lesson of group 7 in subject 5, taught by staff member 3 of institution 2.
fn view() -> LessonView {
    lesson_view(11, 1, 3)
}

fn post(staff: i64) -> TeacherPost {
    TeacherPost {
        staff: StaffId::from_stored(staff),
        institution_id: InstitutionId::from_stored(2),
        institution_name: name("TATU"),
        institution_short_name: "TATU".into(),
    }
}

fn setting() -> LessonSetting {
    LessonSetting {
        institution: InstitutionId::from_stored(2),
        curriculum: CurriculumId::from_stored(4),
        rating_type: RatingType::HundredPoint,
        semester: 1,
        plan: Some(AssessmentPlan::default_for(RatingType::HundredPoint, 120)),
    }
}

fn roster() -> Vec<RosterStudent> {
    [21, 22].iter().map(|id| RosterStudent { id: StudentId::from_stored(*id), full_name: format!("Talaba {id}"), excused: false }).collect()
}

fn roll_form(version: i64, reason: &str) -> RollForm {
    RollForm {
        entries: vec![
            EntryForm { student_id: 21, attendance: "ABSENT".into(), mark: None, note: String::new() },
            EntryForm { student_id: 22, attendance: "PRESENT".into(), mark: Some(90), note: String::new() },
        ],
        topic_ids: Vec::new(),
        version,
        reason: reason.into(),
    }
}

/// A transaction that finds the Monday lesson, with the teacher `staff` signed in.
fn lesson_tx(staff: i64) -> FakeTx {
    let mut tx = FakeTx::new();
    tx.schedules.expect_views().returning(|_| Ok(vec![view()]));
    tx.teaching.expect_posts().returning(move |_| Ok(vec![post(staff)]));
    tx.journal.expect_roll().returning(|_, _, _| Ok(None));
    tx.journal.expect_settings().returning(|_| Ok((JournalSettings::default(), Version::new(0))));
    tx.journal.expect_setting().returning(|_, _, _| Ok(Some(setting())));
    tx.journal.expect_roster().returning(|_, _, _, _| Ok(roster()));
    tx.teaching.expect_topics().returning(|_, _, _| Ok(Page::exact(Vec::new(), 0)));
    tx.teaching.expect_recorded().returning(|_| Ok(Vec::new()));
    tx
}

fn teacher() -> domain::actor::Actor {
    institution(&[Permission::JournalRecord])
}

#[test]
fn recording_a_roll_needs_a_journal_permission_before_anything_is_read() {
    let unit = FakeUnit::new(FakeTx::new());
    let clock = clock_on(2026, 11, 23);
    let refused = RecordRoll { unit: &unit, clock: &clock }.execute(
        &institution(&[Permission::JournalView]),
        ScheduleId::from_stored(11),
        d(11, 23),
        roll_form(0, ""),
        &RequestMeta::default(),
    );
    assert!(is_forbidden(refused));
    assert_eq!(unit.ended(), (0, 0));
}

#[test]
fn the_lessons_teacher_records_it_on_the_day_with_its_counts_and_one_audit_record() {
    let mut tx = lesson_tx(3);
    tx.journal
        .expect_save_roll()
        .times(1)
        .withf(|_, date, roll, expected| {
            *date == d(11, 23)
                && *expected == Version::new(0)
                && roll.entries().iter().map(|e| e.attendance).collect::<Vec<_>>() == [Attendance::Absent, Attendance::Present]
        })
        .returning(|_, _, _, _| Ok(Version::new(1)));
    tx.journal
        .expect_count()
        .times(1)
        .withf(|_, _, semester, _, changes| {
            *semester == 1
                && changes
                    == [
                        (StudentId::from_stored(21), Tally { absent: 1, ..Tally::default() }),
                        (StudentId::from_stored(22), Tally { marks_sum: 90, marks_count: 1, ..Tally::default() }),
                    ]
        })
        .returning(|_, _, _, _, _| Ok(()));
    tx.teaching.expect_record().never();
    // Only student 22's marks moved: only their results are kept again.
    crate::test_support::keeps_standings(&mut tx, &[22], Some(1));
    tx.audit
        .expect_record()
        .times(1)
        .withf(|_, entity, id, _| *entity == domain::audit::EntityType::LessonRoll && *id == Some(11))
        .returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let clock = clock_on(2026, 11, 23);
    let sheet = RecordRoll { unit: &unit, clock: &clock }
        .execute(&teacher(), ScheduleId::from_stored(11), d(11, 23), roll_form(0, ""), &RequestMeta::default())
        .unwrap();
    assert_eq!((sheet.taken, sheet.version, sheet.may_record), (true, Version::new(1), true));
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn another_teacher_does_not_find_the_lesson() {
    let mut tx = lesson_tx(9);
    tx.journal.expect_save_roll().never();
    let unit = FakeUnit::new(tx);
    let clock = clock_on(2026, 11, 23);
    let refused = RecordRoll { unit: &unit, clock: &clock }.execute(
        &teacher(),
        ScheduleId::from_stored(11),
        d(11, 23),
        roll_form(0, ""),
        &RequestMeta::default(),
    );
    assert!(matches!(refused, Err(AppError::NotFound)));
}

#[test]
fn outside_its_window_a_roll_is_a_conflict_and_a_correction_needs_a_reason() {
    let clock = clock_on(2026, 11, 23);
    let mut tx = lesson_tx(3);
    tx.journal.expect_save_roll().never();
    let unit = FakeUnit::new(tx);
    let late = RecordRoll { unit: &unit, clock: &clock }.execute(
        &teacher(),
        ScheduleId::from_stored(11),
        d(11, 16),
        roll_form(0, ""),
        &RequestMeta::default(),
    );
    assert!(matches!(late, Err(AppError::Conflict(ref rule)) if rule.code() == "roll_window_closed"));
    let early = RecordRoll { unit: &unit, clock: &clock }.execute(
        &teacher(),
        ScheduleId::from_stored(11),
        d(11, 30),
        roll_form(0, ""),
        &RequestMeta::default(),
    );
    assert!(matches!(early, Err(AppError::Conflict(ref rule)) if rule.code() == "roll_not_yet"));
    let corrector = institution(&[Permission::JournalCorrect]);
    let without = RecordRoll { unit: &unit, clock: &clock }.execute(
        &corrector,
        ScheduleId::from_stored(11),
        d(11, 16),
        roll_form(0, ""),
        &RequestMeta::default(),
    );
    assert_eq!(refused_fields(without), ["reason"]);
    let stale = RecordRoll { unit: &unit, clock: &clock }.execute(
        &teacher(),
        ScheduleId::from_stored(11),
        d(11, 23),
        roll_form(3, ""),
        &RequestMeta::default(),
    );
    assert!(matches!(stale, Err(AppError::StaleVersion)));
}

#[test]
fn a_date_that_is_no_lesson_day_has_no_roll() {
    let unit = FakeUnit::new(lesson_tx(3));
    let clock = clock_on(2026, 11, 23);
    let tuesday = GetRoll { unit: &unit, clock: &clock }.execute(&teacher(), ScheduleId::from_stored(11), d(11, 24));
    assert!(matches!(tuesday, Err(AppError::NotFound)));
    let monday = GetRoll { unit: &unit, clock: &clock }.execute(&teacher(), ScheduleId::from_stored(11), d(11, 23)).unwrap();
    assert_eq!(monday.lines.iter().map(|l| l.attendance).collect::<Vec<_>>(), [Attendance::Present, Attendance::Present]);
}

#[test]
fn an_excuse_turns_the_absences_of_its_span_and_moves_their_hours() {
    let unit = FakeUnit::new(FakeTx::new());
    let form = ExcuseForm { date_from: "2026-11-20".into(), date_to: "2026-11-10".into(), reason: String::new(), document: "№ 1".into() };
    let refused = ExcuseAbsences { unit: &unit }.execute(
        &institution(&[Permission::AttendanceExcuse]),
        StudentId::from_stored(21),
        &form,
        &RequestMeta::default(),
    );
    assert_eq!(refused_fields(refused), ["reason", "date_to"]);
    assert_eq!(unit.ended(), (0, 0));

    let mut tx = FakeTx::new();
    tx.students.expect_find().returning(|_, _| Ok(Some(student(21))));
    tx.journal.expect_rolls_of_student().returning(|_, _| {
        let entry = |id: i64, attendance| RollEntry { student: StudentId::from_stored(id), attendance, mark: None, note: String::new() };
        let roll = |date, attendance| StudentRoll {
            stored: StoredRoll {
                lesson: ScheduleId::from_stored(11),
                date,
                roll: Roll::from_stored(vec![entry(21, attendance), entry(22, Attendance::Absent)]),
                version: Version::new(2),
            },
            subject: EduSubjectId::from_stored(5),
            curriculum: CurriculumId::from_stored(4),
            semester: 1,
        };
        Ok(vec![roll(d(11, 16), Attendance::Absent), roll(d(11, 9), Attendance::Present)])
    });
    tx.journal
        .expect_save_roll()
        .times(1)
        .withf(|_, date, roll, version| {
            *date == d(11, 16)
                && *version == Version::new(2)
                && roll.entry(StudentId::from_stored(21)).map(|e| e.attendance) == Some(Attendance::Excused)
                && roll.entry(StudentId::from_stored(22)).map(|e| e.attendance) == Some(Attendance::Absent)
        })
        .returning(|_, _, _, _| Ok(Version::new(3)));
    tx.journal
        .expect_count()
        .times(1)
        .withf(|_, _, _, _, changes| changes == [(StudentId::from_stored(21), Tally { absent: -1, excused: 1, ..Tally::default() })])
        .returning(|_, _, _, _, _| Ok(()));
    tx.journal.expect_insert_excuse().times(1).withf(|e| e.lessons_excused == 1).returning(|_| Ok(ExcuseId::from_stored(5)));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    tx.journal.expect_excuses().returning(|_, _| {
        Ok(Page::exact(
            vec![Excuse {
                id: ExcuseId::from_stored(5),
                student: StudentId::from_stored(21),
                institution: InstitutionId::from_stored(2),
                span: DateSpan::new(d(11, 10), d(11, 20)).unwrap(),
                reason: "Kasallik".into(),
                document: "№ 1".into(),
                lessons_excused: 1,
                created_by: None,
                created_at: chrono::Utc::now(),
            }],
            1,
        ))
    });
    let unit = FakeUnit::new(tx);
    let form =
        ExcuseForm { date_from: "2026-11-10".into(), date_to: "2026-11-20".into(), reason: "Kasallik".into(), document: "№ 1".into() };
    let excuse = ExcuseAbsences { unit: &unit }
        .execute(&institution(&[Permission::AttendanceExcuse]), StudentId::from_stored(21), &form, &RequestMeta::default())
        .unwrap();
    assert_eq!(excuse.lessons_excused, 1);
}

#[test]
fn a_ministry_role_names_an_institution_and_a_teacher_lists_only_their_own_lessons() {
    let unit = FakeUnit::new(FakeTx::new());
    let clock = clock_on(2026, 11, 23);
    let query = JournalLessonQuery {
        date: None,
        date_from: None,
        date_to: None,
        teacher: None,
        group: None,
        institution: None,
        page: PageRequest::default(),
    };
    let refused = ListJournalLessons { unit: &unit, clock: &clock }.execute(&ministry(&[Permission::JournalView]), &query);
    assert_eq!(refused_fields(refused), ["institution_id"]);
    let wide = JournalLessonQuery { date_from: Some(d(11, 1)), date_to: Some(d(12, 15)), ..query.clone() };
    assert_eq!(refused_fields(ListJournalLessons { unit: &unit, clock: &clock }.execute(&teacher(), &wide)), ["date_to"]);

    let mut tx = FakeTx::new();
    tx.teaching.expect_posts().returning(|_| Ok(vec![post(3)]));
    tx.schedules
        .expect_in_window()
        .withf(|filter, span| filter.teachers == Some(vec![StaffId::from_stored(3)]) && span.start() == d(11, 23))
        .returning(|_, _| Ok(vec![view()]));
    tx.journal.expect_taken().returning(|_| Ok(vec![(ScheduleId::from_stored(11), d(11, 23))]));
    tx.journal.expect_settings_of().returning(|ids| Ok(ids.iter().map(|i| (*i, JournalSettings::default())).collect()));
    let unit = FakeUnit::new(tx);
    let page = ListJournalLessons { unit: &unit, clock: &clock }.execute(&teacher(), &query).unwrap();
    assert_eq!(page.items.len(), 1);
    assert_eq!((page.items[0].taken, page.items[0].state), (true, domain::journal::LessonState::Taken));
}

#[test]
fn settings_are_checked_before_the_transaction_and_audited() {
    let unit = FakeUnit::new(FakeTx::new());
    let form = SettingsForm {
        window_days: 2,
        sheet_close_days: 2,
        warning_hours: 40,
        reprimand_hours: 36,
        expulsion_hours: 74,
        promotion_gpa_tenths: 24,
    };
    let actor = institution(&[Permission::JournalSettings]);
    let refused =
        SaveJournalSettings { unit: &unit }.execute(&actor, InstitutionId::from_stored(2), &form, Version::new(0), &RequestMeta::default());
    assert_eq!(refused_fields(refused), ["reprimand_hours"]);
    let other = SaveJournalSettings { unit: &unit }.execute(
        &actor,
        InstitutionId::from_stored(9),
        &SettingsForm { warning_hours: 12, ..form },
        Version::new(0),
        &RequestMeta::default(),
    );
    assert!(matches!(other, Err(AppError::NotFound)));
    assert_eq!(unit.ended(), (0, 0));
}

#[test]
fn thresholds_read_the_institutions_own_settings() {
    let unit = FakeUnit::new(FakeTx::new());
    let refused = ListThresholds { unit: &unit }.execute(&ministry(&[Permission::JournalView]), None, None, None, PageRequest::default());
    assert_eq!(refused_fields(refused), ["institution_id"]);
    let mut tx = FakeTx::new();
    let strict = JournalSettings { warning_hours: 4, reprimand_hours: 8, expulsion_hours: 10, ..JournalSettings::default() };
    tx.journal.expect_settings().returning(move |_| Ok((strict, Version::new(1))));
    tx.journal
        .expect_thresholds()
        .times(1)
        .withf(move |query, settings| {
            query.institution == Some(InstitutionId::from_stored(2))
                && query.level == domain::journal::ThresholdLevel::Warning
                && *settings == strict
        })
        .returning(|_, _| Ok(Page::exact(Vec::new(), 0)));
    let unit = FakeUnit::new(tx);
    ListThresholds { unit: &unit }.execute(&institution(&[Permission::JournalView]), None, None, None, PageRequest::default()).unwrap();
}

#[test]
fn a_teacher_reads_only_the_journal_of_a_group_and_subject_they_teach() {
    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|_, _| Ok(Some(group(7))));
    tx.groups.expect_curriculum().returning(|_| Ok(Some(curriculum_facts(RatingType::HundredPoint))));
    tx.schedules.expect_semester_dates().returning(|_, _| Ok(DateSpan::new(d(9, 1), d(12, 31))));
    tx.schedules.expect_in_window().returning(|_, _| Ok(vec![view()]));
    tx.teaching.expect_posts().returning(|_| Ok(vec![post(9)]));
    tx.journal.expect_rolls().never();
    let unit = FakeUnit::new(tx);
    let clock = clock_on(2026, 11, 23);
    let hidden =
        GetGroupJournal { unit: &unit, clock: &clock }.execute(&teacher(), GroupId::from_stored(7), EduSubjectId::from_stored(5), None);
    assert!(matches!(hidden, Err(AppError::NotFound)));
}
