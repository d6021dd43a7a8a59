use chrono::NaiveDate;
use domain::finance::scholarship::{ScholarshipAmount, ScholarshipAmountForm, ScholarshipType, ScholarshipTypeForm};
use domain::finance::Money;
use domain::order::{OrderKind, OrderState};
use domain::permission::Permission;
use domain::version::Version;

use super::*;
use crate::orders::ApplyOrder;
use crate::ports::RequestMeta;
use crate::test_support::{institution, is_forbidden, ministry, name, order_view, student, FakeTx, FakeUnit};
use crate::AppError;

fn form() -> ScholarshipTypeForm {
    ScholarshipTypeForm {
        name_uz: "Prezident stipendiyasi".into(),
        name_uz_cyrl: String::new(),
        name_ru: String::new(),
        name_en: String::new(),
        amounts: vec![ScholarshipAmountForm { amount: 250_000_000, effective_from: "2026-09-01".into() }],
    }
}

fn kind(id: i64) -> ScholarshipType {
    ScholarshipType {
        id,
        name: name("Prezident stipendiyasi"),
        amounts: vec![ScholarshipAmount {
            amount: Money::from_stored(250_000_000),
            effective_from: NaiveDate::from_ymd_opt(2026, 9, 1).unwrap_or_default(),
        }],
        version: Version::new(1),
    }
}

#[test]
fn only_the_ministry_sets_a_type_and_a_refused_one_opens_no_transaction() {
    let unit = FakeUnit::new(FakeTx::new());
    let by_institution =
        CreateScholarshipType { unit: &unit }.execute(&institution(&[Permission::ScholarshipType]), &form(), &RequestMeta::default());
    assert!(is_forbidden(by_institution));
    assert_eq!(unit.ended(), (0, 0));

    let mut tx = FakeTx::new();
    tx.scholarships.expect_insert_type().times(1).returning(|_| Ok(kind(3)));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let created =
        CreateScholarshipType { unit: &unit }.execute(&ministry(&[Permission::ScholarshipType]), &form(), &RequestMeta::default());
    assert_eq!(created.map(|t| t.id).ok(), Some(3));
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn a_type_an_order_names_is_not_deleted_nor_audited() {
    let mut tx = FakeTx::new();
    tx.scholarships.expect_find_type().returning(|id, _| Ok(Some(kind(id))));
    tx.scholarships.expect_type_in_use().returning(|_| Ok(true));
    tx.scholarships.expect_delete_type().never();
    tx.audit.expect_record().never();
    let unit = FakeUnit::new(tx);
    let refused = DeleteScholarshipType { unit: &unit }.execute(&ministry(&[Permission::ScholarshipType]), 3, &RequestMeta::default());
    match refused {
        Err(AppError::Conflict(rule)) => assert_eq!(rule.code(), "scholarship_type_in_use"),
        other => panic!("{other:?}"),
    }
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn the_month_list_of_an_institution_role_is_its_own_whatever_it_asks() {
    let mut tx = FakeTx::new();
    tx.scholarships.expect_month().withf(|institution, _, _| institution.get() == 2).times(1).returning(|_, _, _| {
        Ok(crate::ports::ScholarshipMonth {
            rows: domain::paging::Page::new(Vec::new(), domain::paging::Total::Exact(0)),
            students: 0,
            amount: Money::ZERO,
        })
    });
    let unit = FakeUnit::new(tx);
    let month = domain::finance::scholarship::Month::parse("2026-10").expect("a month");
    let page = domain::paging::PageRequest::default();
    let own = ScholarshipMonthList { unit: &unit }.execute(&institution(&[Permission::ScholarshipView]), None, month, page);
    assert!(own.is_ok());
    let other = ScholarshipMonthList { unit: &unit }.execute(&institution(&[Permission::ScholarshipView]), Some(9), month, page);
    assert!(other.is_err(), "another institution is refused");
    let unasked = ScholarshipMonthList { unit: &unit }.execute(&ministry(&[Permission::ScholarshipView]), None, month, page);
    assert!(matches!(unasked, Err(AppError::Validation(_))), "the ministry names the institution");
}

#[test]
fn a_scholarship_order_refuses_a_contract_student_by_name_and_moves_nobody() {
    let mut tx = FakeTx::new();
    tx.orders.expect_find().returning(|id, _| {
        let mut view = order_view(id, OrderKind::Scholarship, OrderState::Draft, &[11, 12]);
        for item in &mut view.order.draft.items {
            item.scholarship_type = Some(3);
            item.date_from = NaiveDate::from_ymd_opt(2026, 9, 1);
            item.date_to = NaiveDate::from_ymd_opt(2027, 1, 31);
        }
        Ok(Some(view))
    });
    tx.students.expect_find().returning(|id, _| {
        let mut found = student(id.get());
        found.details.fio = format!("Talaba {}", id.get());
        Ok(Some(found))
    });
    tx.scholarships.expect_on_contract().withf(|_, year| *year == 2026).returning(|id, _| Ok(id.get() == 12));
    tx.students.expect_save().never();
    tx.students.expect_add_history().never();
    tx.orders.expect_save_state().never();
    let unit = FakeUnit::new(tx);
    let refused = ApplyOrder { unit: &unit }.execute(&institution(&[Permission::OrderApply]), 5, &RequestMeta::default());
    match refused {
        Err(AppError::Conflict(rule)) => {
            assert_eq!(rule.code(), "order_item_refused");
            assert!(rule.message(domain::language::Language::Uz).contains("Talaba 12"));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(unit.ended(), (0, 1));
}
