use domain::ids::{GroupId, StudentId};
use domain::order::{AppliedItem, OrderKind, OrderState, ScanType};
use domain::permission::Permission;
use domain::student::{Student, StudentStatus};
use domain::version::Version;

use super::*;
use crate::ports::RequestMeta;
use crate::test_support::{institution, order_view, student, FakeTx, FakeUnit};
use crate::AppError;

const ALL: [Permission; 5] =
    [Permission::OrderAdd, Permission::OrderEdit, Permission::OrderView, Permission::OrderDelete, Permission::OrderApply];

fn with_status(id: i64, status: StudentStatus) -> Student {
    Student { status, ..student(id) }
}

#[test]
fn one_refused_item_refuses_the_whole_order_naming_its_student_and_nothing_is_kept() {
    let mut tx = FakeTx::new();
    tx.orders.expect_find().returning(|id, _| Ok(Some(order_view(id, OrderKind::Expulsion, OrderState::Draft, &[11, 12]))));
    tx.students.expect_find().returning(|id, _| {
        let status = if id.get() == 12 { StudentStatus::Graduated } else { StudentStatus::Active };
        Ok(Some(Student {
            details: domain::student::StudentDraft { fio: format!("Talaba {}", id.get()), ..student(1).details },
            ..with_status(id.get(), status)
        }))
    });
    tx.students.expect_save().times(1).returning(|s| Ok(Student { version: Version::new(2), ..s.clone() }));
    tx.students.expect_add_history().times(1).returning(|_, _, _| Ok(()));
    tx.audit.expect_record().returning(|_, _, _, _| Ok(()));
    tx.orders.expect_save_state().never();
    let unit = FakeUnit::new(tx);
    let refused = ApplyOrder { unit: &unit }.execute(&institution(&ALL), 5, &RequestMeta::default());
    match refused {
        Err(AppError::Conflict(rule)) => {
            assert_eq!(rule.code(), "order_item_refused");
            assert!(rule.message(domain::language::Language::Uz).contains("Talaba 12"));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(unit.ended(), (0, 1), "the transaction of the whole order rolls back");
}

#[test]
fn applying_moves_every_student_and_points_their_history_to_the_order() {
    let mut tx = FakeTx::new();
    tx.orders.expect_find().returning(|id, _| Ok(Some(order_view(id, OrderKind::Expulsion, OrderState::Draft, &[11, 12]))));
    tx.students.expect_find().returning(|id, _| Ok(Some(with_status(id.get(), StudentStatus::Active))));
    tx.students.expect_save().times(2).withf(|s| s.status == StudentStatus::Withdraw).returning(|s| Ok(s.clone()));
    tx.students
        .expect_add_history()
        .times(2)
        .withf(|_, entry, _| entry.order_id == Some(5) && entry.order_number == "12-T" && entry.to == StudentStatus::Withdraw)
        .returning(|_, _, _| Ok(()));
    tx.audit.expect_record().times(3).returning(|_, _, _, _| Ok(()));
    tx.orders
        .expect_save_state()
        .times(1)
        .withf(|o| o.state == OrderState::Applied && o.applied.len() == 2 && o.applied.iter().all(Option::is_some))
        .returning(|_| Ok(()));
    let unit = FakeUnit::new(tx);
    ApplyOrder { unit: &unit }.execute(&institution(&ALL), 5, &RequestMeta::default()).unwrap();
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn an_applied_order_is_never_edited_deleted_or_applied_again() {
    let mut tx = FakeTx::new();
    tx.orders.expect_find().returning(|id, _| Ok(Some(order_view(id, OrderKind::Expulsion, OrderState::Applied, &[11]))));
    tx.orders.expect_save().never();
    tx.orders.expect_delete().never();
    tx.students.expect_save().never();
    let unit = FakeUnit::new(tx);
    let actor = institution(&ALL);
    let form = domain::order::OrderForm {
        number: "12-T".into(),
        date: "2026-11-20".into(),
        kind: "EXPULSION".into(),
        items: vec![domain::order::OrderItemForm { student_id: 11, reason: "x".into(), ..Default::default() }],
        ..Default::default()
    };
    let code = |r: Result<(), AppError>| match r {
        Err(AppError::Conflict(rule)) => rule.code(),
        other => panic!("{other:?}"),
    };
    let meta = RequestMeta::default();
    assert_eq!(code(UpdateOrder { unit: &unit }.execute(&actor, 5, form, Version::new(1), &meta).map(|_| ())), "order_not_draft");
    assert_eq!(code(DeleteOrder { unit: &unit }.execute(&actor, 5, &meta)), "order_not_draft");
    assert_eq!(code(ApplyOrder { unit: &unit }.execute(&actor, 5, &meta).map(|_| ())), "order_not_draft");
}

#[test]
fn without_the_permission_nothing_is_read() {
    let unit = FakeUnit::new(FakeTx::new());
    let actor = institution(&[Permission::OrderView]);
    let meta = RequestMeta::default();
    assert!(matches!(ApplyOrder { unit: &unit }.execute(&actor, 5, &meta), Err(AppError::Forbidden)));
    assert!(matches!(DeleteOrder { unit: &unit }.execute(&actor, 5, &meta), Err(AppError::Forbidden)));
    assert_eq!(unit.ended(), (0, 0));
}

#[test]
fn a_reversal_puts_the_students_back_and_cancels_the_original() {
    let mut tx = FakeTx::new();
    tx.orders.expect_find().returning(|id, _| {
        let mut view = order_view(id, OrderKind::Expulsion, if id == 5 { OrderState::Applied } else { OrderState::Draft }, &[11]);
        if id == 5 {
            view.order.applied = vec![Some(AppliedItem {
                from_status: StudentStatus::Active,
                to_status: StudentStatus::Withdraw,
                from_group: GroupId::from_stored(7),
                to_group: GroupId::from_stored(7),
                from_institution: domain::ids::InstitutionId::from_stored(2),
                to_institution: domain::ids::InstitutionId::from_stored(2),
            })];
        }
        Ok(Some(view))
    });
    tx.orders
        .expect_insert()
        .times(1)
        .withf(|_, draft, reverses| *reverses == Some(5) && draft.number == "13-T")
        .returning(|_, _, _| Ok(6));
    tx.students.expect_find().returning(|id, _| Ok(Some(with_status(id.get(), StudentStatus::Withdraw))));
    tx.students.expect_save().times(1).withf(|s| s.status == StudentStatus::Active).returning(|s| Ok(s.clone()));
    tx.students
        .expect_add_history()
        .times(1)
        .withf(|id, entry, _| *id == StudentId::from_stored(11) && entry.order_id == Some(6) && entry.to == StudentStatus::Active)
        .returning(|_, _, _| Ok(()));
    tx.audit.expect_record().returning(|_, _, _, _| Ok(()));
    tx.orders.expect_save_state().times(1).withf(|o| o.id == 6 && o.state == OrderState::Applied).returning(|_| Ok(()));
    tx.orders
        .expect_save_state()
        .times(1)
        .withf(|o| o.id == 5 && o.state == OrderState::Cancelled && o.reversed_by == Some(6))
        .returning(|_| Ok(()));
    let unit = FakeUnit::new(tx);
    let form = ReversalForm { number: "13-T".into(), date: "2026-11-25".into(), basis: String::new() };
    CancelOrder { unit: &unit }.execute(&institution(&ALL), 5, form, &RequestMeta::default()).unwrap();
    assert_eq!(unit.ended(), (1, 0));
}

fn transfer_out(id: i64, to: i64) -> crate::ports::OrderView {
    let mut view = order_view(id, OrderKind::Transfer, OrderState::Draft, &[11]);
    for item in &mut view.order.draft.items {
        item.to_edu_group_id = None;
        item.to_institution_id = Some(domain::ids::InstitutionId::from_stored(to));
    }
    view
}

#[test]
fn a_transfer_to_another_institution_releases_the_student_where_they_stand_with_history_pointing_to_the_order() {
    let mut tx = FakeTx::new();
    tx.orders.expect_find().returning(|id, _| Ok(Some(transfer_out(id, 9))));
    tx.students.expect_find().returning(|id, _| Ok(Some(with_status(id.get(), StudentStatus::Active))));
    tx.students
        .expect_save()
        .times(1)
        .withf(|s| {
            s.status == StudentStatus::Withdraw
                && s.institution_id == domain::ids::InstitutionId::from_stored(2)
                && s.details.edu_group_id == student(11).details.edu_group_id
        })
        .returning(|s| Ok(s.clone()));
    tx.students
        .expect_add_history()
        .times(1)
        .withf(|_, entry, _| entry.order_id == Some(5) && entry.to == StudentStatus::Withdraw)
        .returning(|_, _, _| Ok(()));
    tx.portal.expect_notify().returning(|_| Ok(()));
    tx.audit.expect_record().returning(|_, _, _, _| Ok(()));
    tx.orders.expect_save_state().times(1).withf(|o| o.state == OrderState::Applied).returning(|_| Ok(()));
    let unit = FakeUnit::new(tx);
    ApplyOrder { unit: &unit }.execute(&institution(&ALL), 5, &RequestMeta::default()).unwrap();
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn an_admission_reaches_only_the_students_another_institution_released_to_this_one() {
    for released_to in [None, Some(7)] {
        let mut tx = FakeTx::new();
        tx.orders.expect_find().returning(|id, _| {
            let mut view = order_view(id, OrderKind::Admission, OrderState::Draft, &[11]);
            view.order.draft.items[0].to_edu_group_id = Some(GroupId::from_stored(30));
            Ok(Some(view))
        });
        tx.students.expect_find().returning(|id, _| {
            Ok(Some(Student {
                institution_id: domain::ids::InstitutionId::from_stored(9),
                ..with_status(id.get(), StudentStatus::Withdraw)
            }))
        });
        tx.orders.expect_released_to().returning(move |_| Ok(released_to.map(domain::ids::InstitutionId::from_stored)));
        tx.students.expect_save().never();
        tx.orders.expect_save_state().never();
        let unit = FakeUnit::new(tx);
        let refused = ApplyOrder { unit: &unit }.execute(&institution(&ALL), 5, &RequestMeta::default());
        match refused {
            Err(AppError::Conflict(rule)) | Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "order_unknown_student"),
            other => panic!("{other:?}"),
        }
        assert_eq!(unit.ended(), (0, 1));
    }
}

#[test]
fn a_scan_is_attached_only_to_a_signed_order_and_only_when_its_content_is_a_document() {
    let mut tx = FakeTx::new();
    tx.orders.expect_find().returning(|id, _| {
        let state = if id == 1 { OrderState::Draft } else { OrderState::Applied };
        Ok(Some(order_view(id, OrderKind::Expulsion, state, &[11])))
    });
    tx.orders
        .expect_store_scan()
        .times(1)
        .withf(|id, kind, content| *id == 2 && *kind == ScanType::Pdf && content.starts_with(b"%PDF-"))
        .returning(|_, _, _| Ok(()));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let attach = AttachOrderScan { unit: &unit };
    let actor = institution(&ALL);
    let draft = attach.execute(&actor, 1, b"%PDF-1.7", &RequestMeta::default());
    assert!(matches!(draft, Err(AppError::Conflict(rule)) if rule.code() == "order_scan_of_draft"));
    let zip = attach.execute(&actor, 2, b"PK\x03\x04 scan.pdf", &RequestMeta::default());
    assert!(matches!(zip, Err(AppError::Rule(rule)) if rule.code() == "order_scan_not_document"));
    assert!(attach.execute(&actor, 2, b"%PDF-1.7", &RequestMeta::default()).is_ok());
    let refused = attach.execute(&institution(&[Permission::OrderView]), 2, b"%PDF-1.7", &RequestMeta::default());
    assert!(matches!(refused, Err(AppError::Forbidden)));
}

/// A transfer of student 11 from group 7 (curriculum 4) into group 8 of curriculum 6, whose group is
/// in its third semester, crediting the passed subject 50 as the new curriculum's 60.
fn transfer_with_map(tx: &mut FakeTx, map: &[(i64, i64)]) {
    use domain::ids::{CurriculumId, EduSubjectId};
    let map: Vec<domain::order::SubjectCredit> = map
        .iter()
        .map(|(from, to)| domain::order::SubjectCredit { from: EduSubjectId::from_stored(*from), to: EduSubjectId::from_stored(*to) })
        .collect();
    tx.orders.expect_find().returning(move |id, _| {
        let mut view = order_view(id, OrderKind::Transfer, OrderState::Draft, &[11]);
        view.order.draft.items[0].subject_map = map.clone();
        Ok(Some(view))
    });
    tx.students.expect_find().returning(|id, _| Ok(Some(with_status(id.get(), StudentStatus::Active))));
    tx.groups.expect_find().returning(|id, _| {
        let mut found = crate::test_support::group(id.get());
        if id.get() == 8 {
            found.details.curriculum_id = CurriculumId::from_stored(6);
            found.details.current_semester = 3;
        }
        Ok(Some(found))
    });
    tx.groups
        .expect_curriculum()
        .returning(|_| Ok(Some(crate::test_support::curriculum_facts(domain::curriculum::RatingType::HundredPoint))));
    let planned = |semester: i32, subject: i64| crate::ports::PlannedSubject {
        semester,
        subject: EduSubjectId::from_stored(subject),
        code: format!("S-{subject}"),
        name: crate::test_support::name("Fan"),
        study_hours: 120,
        plan: domain::assessment::AssessmentPlan::default_for(domain::curriculum::RatingType::HundredPoint, 120),
    };
    tx.assessment.expect_plans().returning(move |curriculum| {
        Ok(if curriculum.get() == 6 { vec![planned(1, 60), planned(2, 61), planned(3, 62)] } else { vec![planned(1, 50), planned(1, 51)] })
    });
    tx.ratings.expect_of_students().returning(|_, curriculum| {
        let passed = |subject: i64, rating: i32| (StudentId::from_stored(11), 1, EduSubjectId::from_stored(subject), rating);
        Ok(if curriculum.get() == 6 { Vec::new() } else { vec![passed(50, 86), passed(51, 20)] })
    });
    tx.ratings.expect_owed().returning(|_, _| Ok(Vec::new()));
    tx.journal.expect_lines().returning(|_, _, _, _| Ok(Vec::new()));
    tx.journal.expect_settings().returning(|_| Ok((domain::journal::JournalSettings::default(), Version::new(1))));
    tx.control_sheets.expect_points().returning(|_, _, _| Ok(Vec::new()));
    tx.control_sheets.expect_closings().returning(|_, _, _| Ok(Vec::new()));
    tx.standings.expect_sums().returning(|_, _, _| Ok(Vec::new()));
}

#[test]
fn a_transfer_to_another_curriculum_types_the_credited_ratings_and_owes_the_earlier_uncredited_subjects() {
    let mut tx = FakeTx::new();
    transfer_with_map(&mut tx, &[(50, 60)]);
    let typed = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let seen = typed.clone();
    tx.ratings.expect_put().times(1).returning(move |curriculum, semester, _, subject, rating| {
        seen.lock().unwrap().push((curriculum.get(), semester, subject.get(), rating));
        Ok(1)
    });
    tx.ratings
        .expect_owe()
        .times(1)
        .withf(|_, curriculum, order, owed| {
            curriculum.get() == 6 && *order == 5 && owed == [(2, domain::ids::EduSubjectId::from_stored(61))]
        })
        .returning(|_, _, _, _| Ok(()));
    tx.students.expect_save().times(1).withf(|s| s.details.edu_group_id == GroupId::from_stored(8)).returning(|s| Ok(s.clone()));
    tx.standings.expect_replace().times(1).returning(|_, _, _, _, _| Ok(Vec::new()));
    tx.portal.expect_notify().returning(|_| Ok(()));
    tx.audit.expect_record().returning(|_, _, _, _| Ok(()));
    tx.orders.expect_save_state().times(1).returning(|_| Ok(()));
    let unit = FakeUnit::new(tx);
    ApplyOrder { unit: &unit }.execute(&institution(&ALL), 5, &RequestMeta::default()).unwrap();
    assert_eq!(*typed.lock().unwrap(), [(6, 1, 60, 86)], "60 credited with 86; 61 of semester 2 owed, 62 not yet due");
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn a_subject_map_crediting_a_failed_subject_is_refused_naming_the_line_and_nothing_changes() {
    let mut tx = FakeTx::new();
    transfer_with_map(&mut tx, &[(51, 60)]);
    tx.ratings.expect_put().never();
    tx.ratings.expect_owe().never();
    tx.students.expect_save().never();
    tx.orders.expect_save_state().never();
    let unit = FakeUnit::new(tx);
    let refused = ApplyOrder { unit: &unit }.execute(&institution(&ALL), 5, &RequestMeta::default());
    match refused {
        Err(AppError::Validation(errors)) => {
            assert_eq!(
                errors.fields(),
                [("items[0].subject_map[0].from_edu_subject_id".to_string(), domain::validation::Invalid::NotPassed)]
            )
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(unit.ended(), (0, 1));
}
