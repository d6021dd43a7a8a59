use domain::audit::EntityType;
use domain::ids::{InstitutionId, PublicationId, StaffId};
use domain::permission::Permission;
use domain::science::authorship::{Confirmation, Contributor};
use domain::science::{AuthorForm, Verification};
use domain::version::Version;

use super::*;
use crate::ports::{Lock, RequestMeta};
use crate::science::tests::{clock, everyone_on_the_staff, of_institution, on_the_staff, publication, publication_form, staff_author};
use crate::test_support::{FakeTx, FakeUnit};
use crate::AppError;

const OWN: &[Permission] = &[Permission::SciencePublicationOwn];
const OFFICE: &[Permission] = &[
    Permission::SciencePublicationView,
    Permission::SciencePublicationAdd,
    Permission::SciencePublicationEdit,
    Permission::SciencePublicationDelete,
    Permission::ScienceVerify,
];

fn id() -> PublicationId {
    PublicationId::from_stored(11)
}

fn audited(tx: &mut FakeTx, times: usize) {
    tx.audit.expect_record().withf(|_, entity, _, _| *entity == EntityType::Publication).times(times).returning(|_, _, _, _| Ok(()));
}

fn code(result: Result<impl std::fmt::Debug, AppError>) -> String {
    match result {
        Err(AppError::Rule(rule) | AppError::Conflict(rule)) => rule.code().to_string(),
        other => format!("{other:?}"),
    }
}

#[test]
fn a_teacher_adds_their_own_publication_confirmed_by_them_and_waiting_for_the_co_author() {
    let mut tx = FakeTx::new();
    on_the_staff(&mut tx, Some(7));
    everyone_on_the_staff(&mut tx);
    tx.science
        .expect_insert_publication()
        .withf(|institution, _, authors| {
            institution.get() == 2
                && authors[0].1 == Some(Confirmation::Confirmed)
                && authors[1].1 == Some(Confirmation::Pending)
                && authors[2].1.is_none()
        })
        .times(1)
        .returning(|_, _, _| Ok(publication(2, &[(7, Confirmation::Confirmed), (8, Confirmation::Pending)], Verification::Pending)));
    audited(&mut tx, 1);
    let unit = FakeUnit::new(tx);
    let clock = clock();
    let create = CreatePublication { unit: &unit, clock: &clock };
    let outside = AuthorForm { staff_id: None, outside_name: "John Smith".into(), main: false };
    let form = publication_form(vec![staff_author(7, true), staff_author(8, false), outside]);
    assert!(create.execute(&of_institution(OWN), None, form, &RequestMeta::default()).is_ok());
    assert_eq!(
        code(create.execute(&of_institution(OWN), None, publication_form(vec![staff_author(8, true)]), &RequestMeta::default())),
        "not_among_authors"
    );
    assert_eq!(unit.ended(), (1, 1));
}

#[test]
fn a_person_off_the_staff_is_not_an_author_and_nobody_without_a_staff_record_adds_their_own() {
    let mut tx = FakeTx::new();
    on_the_staff(&mut tx, None);
    tx.science.expect_staff_names().returning(|_, _| Ok(vec![(StaffId::from_stored(7), "Xodim 7".into())]));
    tx.science.expect_insert_publication().never();
    let unit = FakeUnit::new(tx);
    let clock = clock();
    let create = CreatePublication { unit: &unit, clock: &clock };
    let form = || publication_form(vec![staff_author(7, true), staff_author(99, false)]);
    assert_eq!(code(create.execute(&of_institution(OWN), None, form(), &RequestMeta::default())), "not_a_teacher");
    let refused = create.execute(&of_institution(OFFICE), None, form(), &RequestMeta::default());
    assert_eq!(crate::test_support::refused_fields(refused), vec!["authors.1.staff_id"]);
    assert!(crate::test_support::is_forbidden(create.execute(
        &of_institution(&[Permission::SciencePublicationView]),
        None,
        form(),
        &RequestMeta::default()
    )));
}

#[test]
fn a_verified_publication_refuses_its_authors_edit_and_takes_the_offices() {
    let mut tx = FakeTx::new();
    on_the_staff(&mut tx, Some(7));
    everyone_on_the_staff(&mut tx);
    tx.science
        .expect_publication()
        .withf(|_, lock| *lock == Lock::ForUpdate)
        .returning(|_, _| Ok(Some(publication(2, &[(7, Confirmation::Confirmed)], Verification::Verified))));
    tx.science
        .expect_save_publication()
        .withf(|_, _, _, verification, version| *verification == Verification::Verified && *version == Version::new(3))
        .times(1)
        .returning(|_, _, _, _, _| Ok(publication(2, &[(7, Confirmation::Confirmed)], Verification::Verified)));
    tx.science.expect_delete_publication().never();
    audited(&mut tx, 1);
    let unit = FakeUnit::new(tx);
    let clock = clock();
    let update = UpdatePublication { unit: &unit, clock: &clock };
    let form = || publication_form(vec![staff_author(7, true)]);
    let by_author = update.execute(&of_institution(OWN), id(), form(), Version::new(3), &RequestMeta::default());
    assert_eq!(code(by_author), "publication_verified");
    assert_eq!(
        code(DeletePublication { unit: &unit }.execute(&of_institution(OWN), id(), &RequestMeta::default())),
        "publication_verified"
    );
    assert!(update.execute(&of_institution(OFFICE), id(), form(), Version::new(3), &RequestMeta::default()).is_ok());
    assert_eq!(unit.ended(), (1, 2));
}

#[test]
fn a_corrected_publication_waits_for_the_office_again_and_a_stale_edit_changes_nothing() {
    let mut tx = FakeTx::new();
    on_the_staff(&mut tx, Some(7));
    everyone_on_the_staff(&mut tx);
    tx.science.expect_publication().returning(|_, _| Ok(Some(publication(2, &[(7, Confirmation::Confirmed)], Verification::Rejected))));
    tx.science
        .expect_save_publication()
        .withf(|_, _, _, verification, _| *verification == Verification::Pending)
        .times(1)
        .returning(|_, _, _, _, _| Ok(publication(2, &[(7, Confirmation::Confirmed)], Verification::Pending)));
    audited(&mut tx, 1);
    let unit = FakeUnit::new(tx);
    let clock = clock();
    let update = UpdatePublication { unit: &unit, clock: &clock };
    let form = || publication_form(vec![staff_author(7, true)]);
    assert!(update.execute(&of_institution(OWN), id(), form(), Version::new(3), &RequestMeta::default()).is_ok());
    assert!(matches!(
        update.execute(&of_institution(OWN), id(), form(), Version::new(2), &RequestMeta::default()),
        Err(AppError::StaleVersion)
    ));
}

#[test]
fn nobody_reaches_another_institutions_publication_nor_an_author_someone_elses() {
    let mut tx = FakeTx::new();
    on_the_staff(&mut tx, Some(9));
    tx.science.expect_publication().returning(|id, _| {
        let institution = if id.get() == 11 { 3 } else { 2 };
        Ok(Some(publication(institution, &[(7, Confirmation::Confirmed)], Verification::Pending)))
    });
    let unit = FakeUnit::new(tx);
    let clock = clock();
    let update = UpdatePublication { unit: &unit, clock: &clock };
    let form = || publication_form(vec![staff_author(7, true)]);
    let foreign = update.execute(&of_institution(OFFICE), id(), form(), Version::new(3), &RequestMeta::default());
    assert!(matches!(foreign, Err(AppError::NotFound)));
    let not_mine = update.execute(&of_institution(OWN), PublicationId::from_stored(12), form(), Version::new(3), &RequestMeta::default());
    assert!(matches!(not_mine, Err(AppError::NotFound)));
    assert!(matches!(
        ConfirmAuthorship { unit: &unit }.execute(&of_institution(OWN), PublicationId::from_stored(12), &RequestMeta::default()),
        Err(AppError::NotFound)
    ));
    assert_eq!(unit.ended(), (0, 3));
}

#[test]
fn a_co_author_confirms_once_and_the_office_verifies_only_after_every_confirmation() {
    let mut tx = FakeTx::new();
    on_the_staff(&mut tx, Some(8));
    let waiting = || publication(2, &[(7, Confirmation::Confirmed), (8, Confirmation::Pending)], Verification::Pending);
    let confirmed = || publication(2, &[(7, Confirmation::Confirmed), (8, Confirmation::Confirmed)], Verification::Pending);
    let mut reads = 0;
    tx.science.expect_publication().returning(move |_, _| {
        reads += 1;
        Ok(Some(if reads == 1 || reads == 2 { waiting() } else { confirmed() }))
    });
    tx.science.expect_confirm_authorship().withf(|_, staff| staff.get() == 8).times(1).returning(move |_, _| Ok(confirmed()));
    tx.science
        .expect_set_verification()
        .withf(|_, verification, reason| *verification == Verification::Verified && reason.is_empty())
        .times(1)
        .returning(|_, _, _| Ok(publication(2, &[(7, Confirmation::Confirmed)], Verification::Verified)));
    audited(&mut tx, 2);
    let unit = FakeUnit::new(tx);
    let office = of_institution(OFFICE);
    let verify = VerifyPublication { unit: &unit };
    match verify.execute(&office, id(), &RequestMeta::default()) {
        Err(AppError::Conflict(rule)) => assert!(rule.message(domain::language::Language::Uz).contains("Xodim 8")),
        other => panic!("expected a refusal naming the co-author, got {other:?}"),
    }
    let confirm = ConfirmAuthorship { unit: &unit };
    assert!(confirm.execute(&of_institution(OWN), id(), &RequestMeta::default()).is_ok());
    assert!(confirm.execute(&of_institution(OWN), id(), &RequestMeta::default()).is_ok(), "a second confirmation changes nothing");
    assert!(verify.execute(&office, id(), &RequestMeta::default()).is_ok());
    assert!(crate::test_support::is_forbidden(verify.execute(&of_institution(OWN), id(), &RequestMeta::default())));
}

#[test]
fn the_office_returns_a_publication_with_its_reason() {
    let mut tx = FakeTx::new();
    tx.science.expect_publication().returning(|_, _| Ok(Some(publication(2, &[(7, Confirmation::Confirmed)], Verification::Verified))));
    tx.science
        .expect_set_verification()
        .withf(|_, verification, reason| *verification == Verification::Rejected && reason == "DOI noto‘g‘ri")
        .times(1)
        .returning(|_, _, _| Ok(publication(2, &[(7, Confirmation::Confirmed)], Verification::Rejected)));
    audited(&mut tx, 1);
    let unit = FakeUnit::new(tx);
    let reject = RejectPublication { unit: &unit };
    assert_eq!(
        crate::test_support::refused_fields(reject.execute(&of_institution(OFFICE), id(), "  ", &RequestMeta::default())),
        vec!["reason"]
    );
    assert!(reject.execute(&of_institution(OFFICE), id(), " DOI noto‘g‘ri ", &RequestMeta::default()).is_ok());
}

#[test]
fn only_a_pdf_is_attached_and_attaching_one_sends_a_returned_publication_back_to_the_office() {
    let mut tx = FakeTx::new();
    on_the_staff(&mut tx, Some(7));
    tx.science.expect_publication().returning(|_, _| Ok(Some(publication(2, &[(7, Confirmation::Confirmed)], Verification::Rejected))));
    tx.science
        .expect_store_file()
        .withf(|_, name, content, verification| {
            name == "maqola.pdf" && content.starts_with(b"%PDF-") && *verification == Verification::Pending
        })
        .times(1)
        .returning(|_, _, _, _| Ok(publication(2, &[(7, Confirmation::Confirmed)], Verification::Pending)));
    audited(&mut tx, 1);
    let unit = FakeUnit::new(tx);
    let upload = UploadPublicationFile { unit: &unit };
    let author = of_institution(OWN);
    assert_eq!(code(upload.execute(&author, id(), "maqola.pdf", b"PK\x03\x04 not a pdf", &RequestMeta::default())), "file_not_pdf");
    assert_eq!(
        crate::test_support::refused_fields(upload.execute(&author, id(), "maqola.pdf", b"", &RequestMeta::default())),
        vec!["file"]
    );
    assert!(upload.execute(&author, id(), "maqola.pdf", b"%PDF-1.7 ...", &RequestMeta::default()).is_ok());
    assert_eq!(unit.ended(), (1, 0), "a refused file opens no transaction");
}

#[test]
fn a_teacher_lists_their_own_publications_and_a_non_author_reads_none() {
    use crate::ports::{MockScienceQueries, PublicationOrder, PublicationQuery};
    use domain::actor::Scope;
    use domain::paging::{Ordering, Page, PageRequest};
    let mut tx = FakeTx::new();
    on_the_staff(&mut tx, Some(7));
    tx.science.expect_publication().returning(|_, _| Ok(Some(publication(2, &[(8, Confirmation::Confirmed)], Verification::Pending))));
    let unit = FakeUnit::new(tx);
    let mut science = MockScienceQueries::new();
    science
        .expect_publications()
        .withf(|q| q.staff_id == Some(StaffId::from_stored(7)) && q.scope == Scope::Institution(InstitutionId::from_stored(2)))
        .times(1)
        .returning(|_| Ok(Page::exact(vec![], 0)));
    science.expect_publication().never();
    let query = PublicationQuery {
        scope: Scope::Everywhere,
        institution_id: None,
        kind: None,
        sub_kind: None,
        year: None,
        indexing: None,
        foreign: None,
        verification: None,
        staff_id: None,
        search: None,
        ordering: Ordering { field: PublicationOrder::Id, descending: true },
        page: PageRequest::default(),
    };
    let mine = ListMyPublications { science: &science, unit: &unit }.execute(&of_institution(OWN), query.clone());
    assert_eq!(mine.map(|(_, staff)| staff.get()).ok(), Some(7));
    assert!(crate::test_support::is_forbidden(ListPublications { science: &science }.execute(&of_institution(OWN), query)));
    let read = GetPublication { science: &science, unit: &unit }.execute(&of_institution(OWN), id());
    assert!(matches!(read, Err(AppError::NotFound)));
}

#[test]
fn an_outside_author_needs_no_confirmation() {
    let p = publication(2, &[(7, Confirmation::Confirmed)], Verification::Pending);
    assert!(!p.awaits_confirmation_of(StaffId::from_stored(7)));
    assert_eq!(p.authors[0].contributor, Contributor::Staff(StaffId::from_stored(7)));
}

#[test]
fn a_staff_member_learns_who_they_are_on_the_staff_and_someone_off_it_is_told_so() {
    let mut tx = FakeTx::new();
    let mut posts = 0;
    tx.teaching.expect_posts().returning(move |_| {
        posts += 1;
        let staff = (posts == 1).then_some(7);
        Ok(staff
            .map(|id| crate::ports::TeacherPost {
                staff: StaffId::from_stored(id),
                institution_id: InstitutionId::from_stored(2),
                institution_name: domain::multilingual::MultilingualName::from_stored(
                    "TATU".into(),
                    String::new(),
                    String::new(),
                    String::new(),
                ),
                institution_short_name: "TATU".into(),
            })
            .into_iter()
            .collect())
    });
    everyone_on_the_staff(&mut tx);
    let unit = FakeUnit::new(tx);
    let me = OwnStaffRecord { unit: &unit };
    assert_eq!(me.execute(&of_institution(OWN)).ok(), Some((StaffId::from_stored(7), "Xodim 7".to_string())));
    assert_eq!(code(me.execute(&of_institution(OWN))), "not_a_teacher");
    assert!(crate::test_support::is_forbidden(me.execute(&of_institution(OFFICE))));
}
