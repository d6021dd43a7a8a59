//! Fixtures the area's use-case tests share, and the tests of the report and the lookups.

use chrono::{TimeZone, Utc};
use domain::actor::Actor;
use domain::ids::{InstitutionId, PublicationId, StaffId};
use domain::multilingual::MultilingualName;
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::science::authorship::{Author, Confirmation, Contributor};
use domain::science::publication::{PublicationDetails, PublicationDraft, PublicationForm};
use domain::science::{AuthorForm, Publication, Verification};
use domain::version::Version;

use super::*;
use crate::ports::{MockClock, MockScienceQueries, ScienceReport, TeacherPost};
use crate::test_support::{actor, FakeTx};
use crate::AppError;

pub(crate) fn clock() -> MockClock {
    let mut clock = MockClock::new();
    clock.expect_now().returning(|| Utc.with_ymd_and_hms(2026, 12, 6, 9, 0, 0).single().unwrap_or_default());
    clock
}

/// A user of institution 2 holding `permissions`.
pub(crate) fn of_institution(permissions: &[Permission]) -> Actor {
    actor(RoleLevel::Institution, Some(2), permissions)
}

/// The signed-in user is staff member `staff` of institution 2 (or of none).
pub(crate) fn on_the_staff(tx: &mut FakeTx, staff: Option<i64>) {
    tx.teaching.expect_posts().returning(move |_| {
        Ok(staff
            .map(|id| TeacherPost {
                staff: StaffId::from_stored(id),
                institution_id: InstitutionId::from_stored(2),
                institution_name: MultilingualName::from_stored("TATU".into(), String::new(), String::new(), String::new()),
                institution_short_name: "TATU".into(),
            })
            .into_iter()
            .collect())
    });
}

/// Every staff member asked about works in the institution, named `Xodim <id>`.
pub(crate) fn everyone_on_the_staff(tx: &mut FakeTx) {
    tx.science.expect_staff_names().returning(|_, ids| Ok(ids.iter().map(|id| (*id, format!("Xodim {id}"))).collect()));
}

pub(crate) fn staff_author(id: i64, main: bool) -> AuthorForm {
    AuthorForm { staff_id: Some(id), outside_name: String::new(), main }
}

pub(crate) fn publication_form(authors: Vec<AuthorForm>) -> PublicationForm {
    PublicationForm {
        kind: "SCIENTIFIC".into(),
        sub_kind: "ARTICLE".into(),
        title: "Tarmoq trafigini tasniflash".into(),
        year: 2026,
        source: "Journal of Physics".into(),
        doi: "10.1088/1742-6596/2094".into(),
        indexing: vec!["SCOPUS".into()],
        foreign: true,
        authors,
    }
}

fn details() -> PublicationDetails {
    PublicationDraft::parse(&publication_form(vec![staff_author(7, true)]), 2026).map(|d| d.details).unwrap_or_else(|e| panic!("{e:?}"))
}

/// A publication of `institution` by staff members, each with a confirmation.
pub(crate) fn publication(institution: i64, authors: &[(i64, Confirmation)], verification: Verification) -> Publication {
    Publication {
        id: PublicationId::from_stored(11),
        institution_id: InstitutionId::from_stored(institution),
        institution_name: MultilingualName::from_stored("TATU".into(), String::new(), String::new(), String::new()),
        details: details(),
        authors: authors
            .iter()
            .enumerate()
            .map(|(i, (id, confirmation))| Author {
                contributor: Contributor::Staff(StaffId::from_stored(*id)),
                main: i == 0,
                confirmation: Some(*confirmation),
                full_name: format!("Xodim {id}"),
            })
            .collect(),
        verification,
        rejection_reason: String::new(),
        file: None,
        version: Version::new(3),
    }
}

#[test]
fn the_report_covers_the_ministrys_choice_and_an_institutions_own_year() {
    let mut science = MockScienceQueries::new();
    science
        .expect_report()
        .withf(|institution, year| *institution == Some(InstitutionId::from_stored(2)) && *year == 2026)
        .times(2)
        .returning(|_, _| Ok(ScienceReport::default()));
    science
        .expect_report()
        .withf(|institution, year| institution.is_none() && *year == 2025)
        .times(1)
        .returning(|_, _| Ok(ScienceReport::default()));
    let clock = clock();
    let report = ScienceReportOf { science: &science, clock: &clock };
    let office = of_institution(&[Permission::SciencePublicationView]);
    assert_eq!(report.execute(&office, None, None).map(|(year, _)| year).ok(), Some(2026), "this year by default");
    assert!(report.execute(&office, Some(InstitutionId::from_stored(2)), Some(2026)).is_ok());
    assert!(matches!(report.execute(&office, Some(InstitutionId::from_stored(3)), None), Err(AppError::NotFound)));
    let ministry = actor(RoleLevel::Ministry, None, &[Permission::InstitutionView]);
    assert!(report.execute(&ministry, None, Some(2025)).is_ok());
    assert!(matches!(report.execute(&ministry, None, Some(2040)), Err(AppError::Validation(_))));
    let teacher = of_institution(&[Permission::SciencePublicationOwn]);
    assert!(matches!(report.execute(&teacher, None, None), Err(AppError::Forbidden)));
}

#[test]
fn the_people_pickers_answer_whoever_works_in_the_area_within_their_institution() {
    use crate::ports::{MockStaffQueries, StaffOrderField, StaffQuery};
    use domain::actor::Scope;
    use domain::paging::{Ordering, Page, PageRequest};
    let mut staff = MockStaffQueries::new();
    staff
        .expect_list()
        .withf(|q| q.scope == Scope::Institution(InstitutionId::from_stored(2)))
        .times(1)
        .returning(|_| Ok(Page::exact(vec![], 0)));
    staff.expect_find_citizen().times(1).returning(|_| Ok(None));
    let query = StaffQuery {
        scope: Scope::Everywhere,
        institution_id: None,
        status: None,
        position_id: None,
        teachers_only: false,
        edu_subject_id: None,
        indexed_publications_year: None,
        search: None,
        ordering: Ordering { field: StaffOrderField::FullName, descending: false },
        page: PageRequest::default(),
    };
    let teacher = of_institution(&[Permission::SciencePublicationOwn]);
    assert!(ListScienceStaff { staff: &staff }.execute(&teacher, query.clone()).is_ok());
    assert!(matches!(
        ListScienceStaff { staff: &staff }.execute(&of_institution(&[Permission::StaffView]), query),
        Err(AppError::Forbidden)
    ));
    let find = FindScienceCitizen { staff: &staff };
    assert!(matches!(find.execute(&teacher, "31503950230018"), Err(AppError::Forbidden)));
    let office = of_institution(&[Permission::ScienceDoctorateAdd]);
    assert!(matches!(find.execute(&office, "123"), Err(AppError::Validation(_))));
    let valid = {
        let digits: Vec<u32> = "3150395023001".bytes().map(|b| u32::from(b - b'0')).collect();
        format!("3150395023001{}", domain::pinfl::Pinfl::check_digit(&digits))
    };
    assert!(find.execute(&office, &valid).is_ok());
}
