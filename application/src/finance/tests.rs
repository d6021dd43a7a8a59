use chrono::NaiveDate;
use domain::curriculum::EduForm;
use domain::finance::{BaseAmount, Coefficient, Contract, ContractForm, ContractKind, ContractTerms, Money, Price, PriceDraft, PriceRule};
use domain::ids::{DirectionId, GroupId, InstitutionId, StudentId};
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::version::Version;

use super::*;
use crate::ports::{ContractStudent, Lock, RequestMeta};
use crate::test_support::{actor, is_forbidden, name, refused_fields, FakeTx, FakeUnit};
use crate::AppError;

const ACCOUNTANT: &[Permission] =
    &[Permission::ContractAdd, Permission::ContractEdit, Permission::ContractView, Permission::ContractDelete, Permission::FinanceSettings];

fn accountant() -> domain::actor::Actor {
    actor(RoleLevel::Institution, Some(2), ACCOUNTANT)
}

fn form(amount: Option<i64>) -> ContractForm {
    ContractForm {
        student_id: 7,
        date: "2026-08-25".into(),
        academic_year: 2026,
        contract_kind: "RAISED".into(),
        amount,
        discount_percent: 10,
        state: String::new(),
        ended_on: String::new(),
    }
}

fn student(institution: i64) -> ContractStudent {
    ContractStudent {
        institution_id: InstitutionId::from_stored(institution),
        edu_direction_id: DirectionId::from_stored(3),
        edu_form: EduForm::FullTime,
    }
}

fn price(rule: PriceRule) -> Price {
    Price {
        id: 1,
        institution_id: InstitutionId::from_stored(2),
        institution_name: name("TATU"),
        edu_direction_name: name("Informatika"),
        draft: PriceDraft {
            academic_year: 2026,
            edu_direction_id: DirectionId::from_stored(3),
            edu_form: EduForm::FullTime,
            contract_kind: ContractKind::Raised,
            rule,
        },
        version: Version::new(1),
    }
}

fn base(from: (i32, u32), tiyin: i64) -> BaseAmount {
    BaseAmount {
        id: tiyin,
        amount: Money::from_stored(tiyin),
        effective_from: NaiveDate::from_ymd_opt(from.0, from.1, 1).unwrap(),
        version: Version::new(1),
    }
}

fn stored(terms: &ContractTerms, paid: i64) -> Contract {
    Contract {
        id: 11,
        institution_id: InstitutionId::from_stored(2),
        institution_name: name("TATU"),
        number: 1,
        terms: *terms,
        student_name: "Aliyev Vali".into(),
        pinfl: "31234567890123".into(),
        edu_group_id: GroupId::from_stored(4),
        edu_group_name: "IT-21".into(),
        paid: Money::from_stored(paid),
        version: Version::new(1),
        public_id: "5a0e8d2c-4f4b-4c1e-9a57-0d1f0c3a7b21".into(),
    }
}

#[test]
fn a_contracts_amount_is_its_price_a_coefficient_of_the_base_in_force_on_its_date() {
    let mut tx = FakeTx::new();
    tx.finance.expect_contract_student().returning(|_| Ok(Some(student(2))));
    tx.finance
        .expect_price_for()
        .withf(|i, y, d, f, k| i.get() == 2 && *y == 2026 && d.get() == 3 && *f == EduForm::FullTime && *k == ContractKind::Raised)
        .returning(|_, _, _, _, _| Ok(Some(price(PriceRule::Coefficient(Coefficient::from_stored(1250))))));
    // The base of 2026-09 is not yet in force on 2026-08-25.
    tx.finance.expect_all_base_amounts().returning(|| Ok(vec![base((2025, 1), 1_000_000 * 100), base((2026, 9), 2_000_000 * 100)]));
    tx.finance
        .expect_insert_contract()
        .withf(|i, terms| {
            i.get() == 2 && terms.amount.tiyin() == (12_500_000 * 100) && terms.charge().charged.tiyin() == (11_250_000 * 100)
        })
        .times(1)
        .returning(|_, terms| Ok(stored(terms, 0)));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let contract = CreateContract { unit: &unit }.execute(&accountant(), form(None), &RequestMeta::default()).unwrap();
    assert_eq!(contract.debt().0.tiyin(), 11_250_000 * 100);
}

#[test]
fn without_a_price_or_a_base_the_amount_is_asked_for_and_a_given_amount_needs_neither() {
    let refused = |price_rule: Option<PriceRule>, amount: Option<i64>| {
        let mut tx = FakeTx::new();
        tx.finance.expect_contract_student().returning(|_| Ok(Some(student(2))));
        tx.finance.expect_price_for().returning(move |_, _, _, _, _| Ok(price_rule.map(price)));
        tx.finance.expect_all_base_amounts().returning(|| Ok(vec![base((2027, 1), 100)]));
        tx.finance.expect_insert_contract().returning(|_, terms| Ok(stored(terms, 0)));
        tx.audit.expect_record().returning(|_, _, _, _| Ok(()));
        let unit = FakeUnit::new(tx);
        match (CreateContract { unit: &unit }).execute(&accountant(), form(amount), &RequestMeta::default()) {
            Err(AppError::Rule(rule)) => Some(domain::language::Localized::code(&*rule)),
            Ok(_) => None,
            Err(other) => panic!("{other:?}"),
        }
    };
    assert_eq!(refused(None, None), Some("no_price"));
    assert_eq!(refused(Some(PriceRule::Coefficient(Coefficient::from_stored(100))), None), Some("no_base_amount"));
    assert_eq!(refused(Some(PriceRule::Fixed(Money::from_stored(500))), None), None);
    assert_eq!(refused(None, Some(9_000_000 * 100)), None);
}

#[test]
fn a_student_of_another_institution_is_unknown_and_a_viewer_may_not_add() {
    let mut tx = FakeTx::new();
    tx.finance.expect_contract_student().returning(|_| Ok(Some(student(5))));
    let unit = FakeUnit::new(tx);
    let create = CreateContract { unit: &unit };
    assert_eq!(refused_fields(create.execute(&accountant(), form(Some(1)), &RequestMeta::default())), vec!["student_id"]);
    let viewer = actor(RoleLevel::Institution, Some(2), &[Permission::ContractView]);
    assert!(is_forbidden(create.execute(&viewer, form(Some(1)), &RequestMeta::default())));
}

#[test]
fn a_contract_keeps_its_student_and_year_and_one_with_payments_stays() {
    let terms = ContractTerms::new(&domain::finance::ContractDraft::parse(&form(Some(1_000))).unwrap(), Money::from_stored(1_000));
    let mut tx = FakeTx::new();
    tx.finance
        .expect_contract()
        .withf(|id, lock| *id == 11 && *lock == Lock::ForUpdate)
        .returning(move |_, _| Ok(Some(stored(&terms, 500))));
    let unit = FakeUnit::new(tx);
    let moved = ContractForm { student_id: 8, academic_year: 2027, ..form(Some(1_000)) };
    assert_eq!(
        refused_fields(UpdateContract { unit: &unit }.execute(&accountant(), 11, moved, Version::new(1), &RequestMeta::default())),
        vec!["student_id", "academic_year"]
    );
    assert!(matches!(DeleteContract { unit: &unit }.execute(&accountant(), 11, &RequestMeta::default()), Err(AppError::Conflict(_))));
    let _ = StudentId::from_stored(7);
}

#[test]
fn only_the_ministry_sets_the_base_amount() {
    let unit = FakeUnit::new(FakeTx::new());
    let form = domain::finance::BaseAmountForm { amount: 1, effective_from: "2026-01-01".into() };
    let institution = actor(RoleLevel::Institution, Some(2), &[Permission::FinanceBaseAmount]);
    assert!(is_forbidden(CreateBaseAmount { unit: &unit }.execute(&institution, form, &RequestMeta::default())));
}

#[test]
fn a_payment_beyond_the_debt_is_refused_unless_a_prepayment_and_is_stored_otherwise() {
    let terms = ContractTerms::new(&domain::finance::ContractDraft::parse(&form(Some(1_000))).unwrap(), Money::from_stored(1_000));
    let pay = |amount: i64, prepayment: bool| domain::finance::PaymentForm {
        contract_id: 11,
        date: "2026-10-01".into(),
        amount,
        document_number: String::new(),
        prepayment,
    };
    let mut tx = FakeTx::new();
    // Charged 900 (10 % off), 500 paid: 400 owed.
    tx.finance.expect_contract().returning(move |_, _| Ok(Some(stored(&terms, 500))));
    tx.finance.expect_insert_payment().times(2).returning(|institution, draft| {
        Ok(domain::finance::Payment {
            id: 1,
            institution_id: institution,
            contract_id: draft.contract_id,
            contract_number: "2026-0001".into(),
            student_name: "Aliyev Vali".into(),
            edu_group_name: "IT-21".into(),
            date: draft.date,
            amount: draft.amount,
            document_number: draft.document_number.clone(),
            prepayment: draft.prepayment,
            version: Version::new(1),
        })
    });
    tx.audit.expect_record().returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let actor = actor(RoleLevel::Institution, Some(2), &[Permission::PaymentAdd]);
    let create = CreatePayment { unit: &unit };
    assert!(create.execute(&actor, pay(400, false), &RequestMeta::default()).is_ok());
    assert!(matches!(create.execute(&actor, pay(401, false), &RequestMeta::default()), Err(AppError::Rule(_))));
    assert!(create.execute(&actor, pay(401, true), &RequestMeta::default()).is_ok());
    let other = actor_of(5);
    assert_eq!(refused_fields(create.execute(&other, pay(1, false), &RequestMeta::default())), vec!["contract_id"]);
}

fn actor_of(institution: i64) -> domain::actor::Actor {
    actor(RoleLevel::Institution, Some(institution), &[Permission::PaymentAdd])
}

#[test]
fn a_statement_with_a_payment_imported_before_writes_nothing_and_names_its_line() {
    let mut reader = crate::ports::MockSpreadsheetReader::new();
    reader.expect_read_rows().returning(|_, _| {
        Ok(vec![
            vec!["date".into(), "amount".into(), "document_number".into(), "payer".into(), "purpose".into()],
            vec!["01.11.2026".into(), "100".into(), "PP-1".into(), String::new(), "2026-0001".into()],
            vec!["02.11.2026".into(), "200".into(), "PP-2".into(), String::new(), "2026-0001".into()],
        ])
    });
    let mut tx = FakeTx::new();
    tx.finance.expect_imported_keys().returning(|_, keys| Ok(vec![keys[1].clone()]));
    tx.finance.expect_insert_statement().never();
    let unit = FakeUnit::new(tx);
    let upload = crate::students::Upload { file_name: "bank.csv".into(), content: b"x".to_vec() };
    let actor = actor(RoleLevel::Institution, Some(2), &[Permission::PaymentImport]);
    match (ImportStatement { unit: &unit, reader: &reader }).execute(&actor, None, &upload, &RequestMeta::default()) {
        Err(AppError::Statement(errors)) => assert_eq!(errors.iter().map(|e| e.line).collect::<Vec<_>>(), vec![3]),
        other => panic!("{other:?}"),
    }
}

fn contract_terms() -> ContractTerms {
    ContractTerms {
        student_id: StudentId::from_stored(7),
        date: NaiveDate::from_ymd_opt(2026, 8, 25).unwrap(),
        academic_year: 2026,
        contract_kind: ContractKind::Raised,
        amount: Money::from_stored(1_250_000_000),
        discount_percent: 10,
        ended_on: None,
    }
}

#[test]
fn a_contract_prints_in_the_readers_language_with_its_sums_and_the_qr_code_of_its_public_page_and_no_pinfl() {
    let mut finance = crate::ports::MockFinanceQueries::new();
    finance.expect_contract().withf(|id| *id == 11).returning(|_| Ok(Some(stored(&contract_terms(), 500_000_000))));
    let mut printer = crate::ports::MockDocumentPrinter::new();
    printer
        .expect_print()
        .withf(|d| {
            let fact = |label: &str| d.facts.iter().find(|f| f.label == label).map(|f| f.value.clone()).unwrap_or_default();
            d.kind == "CONTRACT"
                && d.holder == "№ 2026-0001"
                && d.titles == ["ДОГОВОР ПЛАТНО-КОНТРАКТНОГО ОБУЧЕНИЯ"]
                && fact("Сумма договора") == "12 500 000 сум"
                && fact("Начислено") == "11 250 000 сум"
                && fact("Долг") == "6 250 000 сум (Должник)"
                && fact("Учебный год") == "2026/2027"
                && d.verify_url == "https://emis.uz/report/contract/5a0e8d2c-4f4b-4c1e-9a57-0d1f0c3a7b21"
                && !d.facts.iter().any(|f| f.value.contains("31234567890123"))
                && !d.statement.iter().any(|s| s.contains("31234567890123"))
        })
        .times(1)
        .returning(|_| Ok(b"%PDF-1.7".to_vec()));
    let clock = crate::test_support::clock_on(2026, 11, 27);
    let print = PrintContract { finance: &finance, printer: &printer, clock: &clock, public_url: "https://emis.uz/" };
    let (number, pdf) = print.execute(&accountant(), 11, domain::language::Language::Ru).unwrap();
    assert_eq!((number.as_str(), pdf.as_slice()), ("2026-0001", b"%PDF-1.7".as_slice()));

    let elsewhere = actor(RoleLevel::Institution, Some(3), ACCOUNTANT);
    assert!(
        matches!(print.execute(&elsewhere, 11, domain::language::Language::Uz), Err(AppError::NotFound)),
        "another institution's contract is not found"
    );
    let without = actor(RoleLevel::Institution, Some(2), &[Permission::ContractAdd]);
    assert!(is_forbidden(print.execute(&without, 11, domain::language::Language::Uz)));
}

#[test]
fn a_contracts_public_page_answers_only_a_well_formed_known_id() {
    let mut finance = crate::ports::MockFinanceQueries::new();
    finance
        .expect_contract_by_public_id()
        .returning(|id| Ok((id.as_str() == "5a0e8d2c-4f4b-4c1e-9a57-0d1f0c3a7b21").then(|| stored(&contract_terms(), 0))));
    let verify = VerifyContract { finance: &finance };
    assert_eq!(verify.execute("5a0e8d2c-4f4b-4c1e-9a57-0d1f0c3a7b21").unwrap().id, 11);
    assert!(matches!(verify.execute("0b0e8d2c-4f4b-4c1e-9a57-0d1f0c3a7b21"), Err(AppError::Missing(_))));
    assert!(matches!(verify.execute("12"), Err(AppError::Missing(_))));
}
